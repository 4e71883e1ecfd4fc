/**
 * The page's handle on CSV parsing: a Web Worker (csv.worker.ts) when the browser has workers, else
 * the same session run in the page. One engine per wizard; `dispose()` ends the worker.
 */
import type { ColumnMapping, ImportEntity } from '@/domain/csv/mapping';
import { createCsvSession, type CsvRequest, type CsvResponse, type ParseSummary } from './csv-session';
import type { CheeseRef, PreparedRows } from './prepare-rows';

export interface CsvEngine {
  parse(text: string): Promise<ParseSummary>;
  prepare(entity: ImportEntity, mapping: ColumnMapping, cheeses: CheeseRef[] | null): Promise<PreparedRows>;
  dispose(): void;
}

type Send = (request: CsvRequest) => Promise<CsvResponse>;

function engineOver(send: Send, dispose: () => void): CsvEngine {
  let nextId = 1;
  return {
    async parse(text) {
      const r = await send({ id: nextId++, type: 'parse', text });
      if (r.type === 'error') throw new Error(r.message);
      if (r.type !== 'parsed') throw new Error(`Unexpected reply from the CSV worker: ${r.type}`);
      return r.summary;
    },
    async prepare(entity, mapping, cheeses) {
      const r = await send({ id: nextId++, type: 'prepare', entity, mapping, cheeses });
      if (r.type === 'error') throw new Error(r.message);
      if (r.type !== 'prepared') throw new Error(`Unexpected reply from the CSV worker: ${r.type}`);
      return r.prepared;
    },
    dispose,
  };
}

/** The session in the calling thread (tests, browsers without module workers). */
export function createInlineEngine(): CsvEngine {
  const session = createCsvSession();
  return engineOver(async (request) => session.handle(request), () => {});
}

/** A worker-backed engine. */
export function createWorkerEngine(): CsvEngine {
  const worker = new Worker(new URL('./csv.worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, { resolve: (r: CsvResponse) => void; reject: (e: Error) => void }>();
  worker.onmessage = (event: MessageEvent<CsvResponse>) => {
    const w = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    w?.resolve(event.data);
  };
  worker.onerror = (event) => {
    event.preventDefault();
    const error = new Error(`The CSV reader stopped: ${event.message || 'unknown error'}`);
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };
  return engineOver(
    (request) =>
      new Promise<CsvResponse>((resolve, reject) => {
        waiting.set(request.id, { resolve, reject });
        worker.postMessage(request);
      }),
    () => {
      worker.terminate();
      const error = new Error('The import was closed.');
      for (const w of waiting.values()) w.reject(error);
      waiting.clear();
    },
  );
}

/** A worker engine when workers exist, else an inline one. */
export function createCsvEngine(): CsvEngine {
  if (typeof Worker === 'undefined') return createInlineEngine();
  try {
    return createWorkerEngine();
  } catch {
    return createInlineEngine();
  }
}
