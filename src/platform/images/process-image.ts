/**
 * Reduces a picked picture on this device (side effects: decoding, canvas drawing and encoding):
 * decoded with its EXIF orientation applied (so it is upright), scaled so its long side is at most
 * MAX_IMAGE_LONG_SIDE, re-encoded as WebP (JPEG, or PNG for transparency, where the canvas cannot
 * encode WebP) at UPLOAD_IMAGE_QUALITY. A canvas encodes pixels only: no EXIF, GPS, XMP, ICC
 * comment or camera data reaches the output. Also computes the row's ThumbHash placeholder from a
 * ≤ 100 px thumbnail. Runs in a worker (OffscreenCanvas) or, where that is missing, on the page.
 * Nothing is decoded before the picture's header has said its size: one over the pixel limit is
 * refused from its first bytes, whatever its format.
 */
import {
  IMAGE_DECODE_FAILED, PLACEHOLDER_SOURCE_SIDE, checkDecodedSize, checkProcessedImage, checkSourceImage, decodeFailure,
  nextQuality, outputTypeFor, qualityFor, sniffImageFormat, targetSize, type ImageFormat,
} from '@/domain/image-upload';
import { declaredImageSize } from '@/domain/image-header';
import { placeholderFromRgba } from '@/domain/image-placeholder';
import { jpegUprightSize, stripJpegMetadata } from '@/domain/jpeg-metadata';

/**
 * Bytes read ahead of decoding: a JPEG's frame header follows its EXIF (up to 64 KB) and other APPn
 * segments; an AVIF's or HEIC's properties follow its file type box. Headers further on are reached
 * through ranges of the file (see declaredImageSize).
 */
const HEAD_BYTES = 256 * 1024;

/** A picture ready for upload. */
export interface ProcessedImage {
  blob: Blob;
  /** image/webp, image/jpeg or image/png. */
  type: string;
  width: number;
  height: number;
  /** ThumbHash, base64. */
  placeholder: string;
  /** The picked file's size, for the record. */
  sourceBytes: number;
}

/** A picture that cannot be used; its message is for the person who picked it. */
export class ImageProcessingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageProcessingError';
  }
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type Ctx2d = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

function context(canvas: AnyCanvas): Ctx2d {
  const ctx = canvas.getContext('2d') as Ctx2d | null;
  if (!ctx) throw new ImageProcessingError(IMAGE_DECODE_FAILED);
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  return ctx;
}

function encodeRaw(canvas: AnyCanvas, type: string, quality: number | undefined): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new ImageProcessingError(IMAGE_DECODE_FAILED))), type, quality));
}

/** Encodes the canvas; a JPEG leaves without the colour profile the browser's encoder embeds (no metadata at all). */
async function encode(canvas: AnyCanvas, type: string, quality: number | undefined): Promise<Blob> {
  const blob = await encodeRaw(canvas, type, quality);
  if (blob.type !== 'image/jpeg') return blob;
  return new Blob([stripJpegMetadata(new Uint8Array(await blob.arrayBuffer())) as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' });
}

let webpEncoding: Promise<boolean> | undefined;
/** Whether this browser's canvas encodes WebP (an unsupported type silently gives PNG). */
function canEncodeWebp(): Promise<boolean> {
  webpEncoding ??= (async () => {
    const probe = makeCanvas(2, 2);
    // A canvas encodes only once it has a context (an OffscreenCanvas without one throws).
    context(probe).fillRect(0, 0, 1, 1);
    return (await encode(probe, 'image/webp', 0.8)).type === 'image/webp';
  })().catch(() => false);
  return webpEncoding;
}

/**
 * Decodes upright; when `size` is given, straight to that size (the browser scales while decoding,
 * without a full-size canvas draw and read back: about a third of the processing of a 12 MP photo).
 */
async function decode(file: Blob, format: ImageFormat, size?: { width: number; height: number }): Promise<ImageBitmap> {
  try {
    if (size) return await createImageBitmap(file, { imageOrientation: 'from-image', resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'high' });
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // HEIC opens in Safari only, AVIF not in older browsers: name the format; else the file is damaged.
    throw new ImageProcessingError(decodeFailure(format));
  }
}

/** The ThumbHash of the picture on `canvas`, and whether it has transparent pixels. */
function placeholderOf(canvas: AnyCanvas, width: number, height: number): { placeholder: string; hasAlpha: boolean } {
  const t = targetSize(width, height, PLACEHOLDER_SOURCE_SIDE);
  const thumb = makeCanvas(t.width, t.height);
  const ctx = context(thumb);
  ctx.drawImage(canvas, 0, 0, t.width, t.height);
  const { data } = ctx.getImageData(0, 0, t.width, t.height);
  let hasAlpha = false;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] < 255) {
      hasAlpha = true;
      break;
    }
  }
  return { placeholder: placeholderFromRgba(t.width, t.height, data), hasAlpha };
}

/** Ranges of a picked file, read as they are asked for (a File is not read as a whole to slice it). */
function readRange(file: Blob) {
  return async (offset: number, length: number): Promise<Uint8Array> => new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
}

/** Decodes, turns upright, scales, re-encodes without metadata; throws ImageProcessingError with the user's message. */
export async function processImage(file: Blob): Promise<ProcessedImage> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const format = sniffImageFormat(head.subarray(0, 512));
  const refused = checkSourceImage(file, format);
  if (refused) throw new ImageProcessingError(refused);

  // Every format says its size in its header: too many pixels are refused before anything is
  // decoded (a 250 KB PNG may declare 16000 × 16000, a 1 GB bitmap), and a header that cannot be
  // read is a damaged file, never decoded to find out.
  const declared = await declaredImageSize(format, head, readRange(file), file.size);
  if (!declared) throw new ImageProcessingError(decodeFailure(format));
  const tooBig = checkDecodedSize(declared.width, declared.height);
  if (tooBig) throw new ImageProcessingError(tooBig);
  // A JPEG's header also gives its orientation: a larger one is decoded straight to the stored size.
  const upright = format === 'jpeg' ? jpegUprightSize(head) : null;
  const wanted = upright ? targetSize(upright.width, upright.height) : undefined;
  let bitmap = await decode(file, format, wanted && wanted.width < upright!.width ? wanted : undefined);
  const is = (b: ImageBitmap, s?: { width: number; height: number }) => !!s && b.width === s.width && b.height === s.height;
  if (wanted && !is(bitmap, wanted) && !is(bitmap, upright!)) {
    // The browser read the file otherwise than its header (e.g. another orientation): measure the decoded picture.
    bitmap.close();
    bitmap = await decode(file, format);
  }
  let canvas: AnyCanvas;
  let size: { width: number; height: number };
  try {
    // The header said otherwise than the decoder (a lying header): the decoded size decides.
    const decodedTooBig = checkDecodedSize(bitmap.width, bitmap.height);
    if (decodedTooBig) throw new ImageProcessingError(decodedTooBig);
    size = targetSize(bitmap.width, bitmap.height);
    canvas = makeCanvas(size.width, size.height);
    context(canvas).drawImage(bitmap, 0, 0, size.width, size.height);
  } finally {
    // The full-size bitmap is the big allocation (4 bytes a pixel): free it before encoding.
    bitmap.close();
  }

  const { placeholder, hasAlpha } = placeholderOf(canvas, size.width, size.height);
  const transparent = format !== 'jpeg' && hasAlpha;
  // Only a transparent picture may be WebP: a photo never waits for the WebP probe.
  const type = outputTypeFor({ webp: transparent && (await canEncodeWebp()), hasAlpha: transparent });
  let quality = qualityFor(type);
  let blob = await encode(canvas, type, quality);
  if (blob.type !== type) {
    const fallback = outputTypeFor({ webp: false, hasAlpha });
    quality = qualityFor(fallback);
    blob = await encode(canvas, fallback, quality);
  }
  // A detailed photo is encoded again at a lower quality until it fits the upload's aim.
  for (let next = nextQuality(blob.type, quality, blob.size); next !== null; next = nextQuality(blob.type, quality, blob.size)) {
    quality = next;
    blob = await encode(canvas, blob.type, quality);
  }
  // Let the browser drop the canvas's backing store now rather than at the next collection.
  canvas.width = 0;
  canvas.height = 0;
  const tooLarge = checkProcessedImage(blob.size);
  if (tooLarge) throw new ImageProcessingError(tooLarge);
  return { blob, type: blob.type, width: size.width, height: size.height, placeholder, sourceBytes: file.size };
}
