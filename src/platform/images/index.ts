/**
 * Prepares a picked picture for upload (see process-image.ts): in a worker when the browser offers
 * OffscreenCanvas there, so a large decode never freezes the page; on the page otherwise (or when
 * the worker cannot start, e.g. under a file:// shell).
 */
import { ImageProcessingError, processImage, type ProcessedImage } from './process-image';
import type { ImageJob, ImageJobResult } from './image-worker';

export { ImageProcessingError, type ProcessedImage };

let worker: Worker | null | undefined;
let nextId = 1;
const pending = new Map<number, { resolve: (v: ProcessedImage) => void; reject: (e: Error) => void; file: Blob }>();

function startWorker(): Worker | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    const w = new Worker(new URL('./image-worker.ts', import.meta.url), { type: 'module', name: 'image-processing' });
    w.onmessage = (e: MessageEvent<ImageJobResult>) => {
      const job = pending.get(e.data.id);
      if (!job) return;
      pending.delete(e.data.id);
      if (e.data.ok) job.resolve(e.data.image);
      else job.reject(e.data.forUser ? new ImageProcessingError(e.data.message) : new Error(e.data.message));
    };
    w.onerror = (e) => {
      // The worker could not load (or crashed): finish its jobs on the page and stop using it.
      e.preventDefault();
      w.terminate();
      worker = null;
      const jobs = [...pending.values()];
      pending.clear();
      for (const job of jobs) processImage(job.file).then(job.resolve, job.reject);
    };
    return w;
  } catch {
    return null;
  }
}

/** Starts the processing worker ahead of the first picture (its script is then in memory, even offline). */
export function startImageWorker(): void {
  if (worker === undefined) worker = startWorker();
}

/** The picture reduced for upload: upright, ≤ 2560 px, WebP/JPEG, no metadata, with its placeholder. */
export function prepareImage(file: Blob): Promise<ProcessedImage> {
  startImageWorker();
  const w = worker;
  if (!w) return processImage(file);
  return new Promise<ProcessedImage>((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject, file });
    w.postMessage({ id, file } satisfies ImageJob);
  });
}
