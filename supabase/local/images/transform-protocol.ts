/** The messages between the local image CDN and its transform processes (serialised with 'advanced': bytes travel as bytes). */

export interface WorkerJob {
  id: number;
  /** The source, as fetched and checked by the parent. */
  source: Uint8Array;
  /** The source's Content-Type, Cache-Control, Last-Modified and ETag. */
  sourceHeaders: Record<string, string>;
  /** The transformation's query (`w`, `h`, `q`, `fm`, `fit`, `position`); `url` is set by the worker. */
  query: string;
  accept: string;
}

export type WorkerReply =
  | { ready: true }
  | { id: number; status: number; headers: Record<string, string>; body: Uint8Array }
  | { id: number; error: string };
