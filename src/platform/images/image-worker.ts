/** The worker that reduces pictures off the page's main thread (decode, scale and encode a 48 MP photo take a second or more). */
import { ImageProcessingError, processImage } from './process-image';

export interface ImageJob {
  id: number;
  file: Blob;
}

export type ImageJobResult =
  | { id: number; ok: true; image: Awaited<ReturnType<typeof processImage>> }
  | { id: number; ok: false; message: string; forUser: boolean };

const scope = self as unknown as { onmessage: ((e: MessageEvent<ImageJob>) => void) | null; postMessage(message: ImageJobResult): void };

scope.onmessage = (e) => {
  const { id, file } = e.data;
  processImage(file).then(
    (image) => scope.postMessage({ id, ok: true, image }),
    (err: unknown) => scope.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err), forUser: err instanceof ImageProcessingError }),
  );
};
