/**
 * A phone photo as editors upload them: 4032×3024 (12 MP) JPEG with the EXIF a phone writes (camera,
 * GPS position), about 2 MB. Generated with sharp (smooth gradients plus fine grain, so it compresses
 * like a photograph rather than like noise or a flat colour).
 */
import sharp from 'sharp';

export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;

export async function phonePhoto(opts: { width?: number; height?: number; tint?: number } = {}): Promise<Buffer> {
  const width = opts.width ?? PHOTO_WIDTH;
  const height = opts.height ?? PHOTO_HEIGHT;
  const tint = opts.tint ?? 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${240 - tint},200,120)"/><stop offset="1" stop-color="rgb(90,${60 + tint},30)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="rgb(250,230,170)"/>
  </svg>`;
  const grain = await sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 0, sigma: 9 } } }).raw().toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'add' }])
    .jpeg({ quality: 88 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15 Pro' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' },
    })
    .toBuffer();
}
