/**
 * A phone-like photo for the image tests and benchmarks: a 4000 × 3000 JPEG (12 MP, about 3 MB) with
 * smooth colour and sensor-like noise, a red block in the top-left corner of its stored raster, EXIF
 * orientation 6 (the camera was turned: shown upright it is 3000 × 4000 and the red block is top
 * right), a camera make/model and GPS coordinates — everything an upload must not publish.
 */
import sharp from 'sharp';

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation (1–8); 6 by default. */
  orientation?: number;
  quality?: number;
  /** Varies the grain, so several photos are several images. */
  seed?: number;
  /** Amplitude of the sensor-like noise (more noise, larger file); 24 by default. */
  noise?: number;
  /**
   * Amplitude of texture at every scale (foliage, rind, fabric: detail that survives downscaling, as
   * in real photos, where the smooth default flatters every encoder); 0 by default.
   */
  detail?: number;
}

/** Texture at cell sizes from 4 to 256 px (one value a pixel, centred on 0), summed like natural images' 1/f spectrum. */
async function texture(width: number, height: number, amplitude: number): Promise<Float32Array> {
  const out = new Float32Array(width * height);
  // Finer texture is fainter, as in photographs (most of an image's energy is in its coarse structure).
  for (const [cell, weight] of [[4, 0.2], [16, 0.45], [64, 1], [256, 1]]) {
    const layer = await sharp({
      create: { width: Math.ceil(width / cell), height: Math.ceil(height / cell), channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 50 } },
    })
      .extractChannel(0)
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    for (let i = 0; i < out.length; i++) out[i] += ((layer[i] - 128) / 50) * amplitude * weight;
  }
  return out;
}

/** A current phone's 12 MP frame. */
export const PHOTO_WIDTH = 4032;
export const PHOTO_HEIGHT = 3024;

export async function makePhoto(options: PhotoOptions = {}): Promise<Buffer> {
  const { width = 4000, height = 3000, orientation = 6, quality = 88, seed: start = 1, noise: amplitude = 24, detail = 0 } = options;
  const tex = detail > 0 ? await texture(width, height, detail) : null;
  const px = Buffer.alloc(width * height * 3);
  let seed = start;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * amplitude;
  const block = { w: Math.round(width / 10), h: Math.round(height / 10) };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      if (x < block.w && y < block.h) {
        px[i] = 230;
        px[i + 1] = 20;
        px[i + 2] = 20;
        continue;
      }
      const n = noise() + (tex ? tex[y * width + x] : 0);
      px[i] = 128 + 90 * Math.sin(x / 180) * Math.cos(y / 240) + n;
      px[i + 1] = 110 + 70 * Math.sin((x + y) / 300) + n;
      px[i + 2] = 90 + 60 * Math.cos(x / 90) + n;
    }
  }
  return sharp(px, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Pro 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .toBuffer();
}

/** What a stored picture holds: format, size, metadata, and the colour at a point (0–1 of each side). */
export async function inspectPicture(bytes: Buffer): Promise<{
  format: string | undefined;
  width: number;
  height: number;
  exif: boolean;
  xmp: boolean;
  iptc: boolean;
  /** An embedded colour profile (ICC). */
  icc: boolean;
  orientation: number | undefined;
  colourAt(fx: number, fy: number): Promise<[number, number, number]>;
}> {
  const m = await sharp(bytes).metadata();
  const width = m.width ?? 0;
  const height = m.height ?? 0;
  return {
    format: m.format,
    width,
    height,
    exif: Boolean(m.exif),
    xmp: Boolean(m.xmp),
    iptc: Boolean(m.iptc),
    icc: Boolean(m.icc),
    orientation: m.orientation,
    async colourAt(fx, fy) {
      const left = Math.min(width - 1, Math.floor(fx * width));
      const top = Math.min(height - 1, Math.floor(fy * height));
      const { data } = await sharp(bytes).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return [data[0], data[1], data[2]];
    },
  };
}

/** A 12 MP phone frame taken upright (orientation 1), with camera and GPS in its EXIF. */
export function phonePhoto(options: Omit<PhotoOptions, 'width' | 'height'> = {}): Promise<Buffer> {
  return makePhoto({ orientation: 1, ...options, width: PHOTO_WIDTH, height: PHOTO_HEIGHT });
}
