/**
 * Web Worker: parses and validates CSV files off the main thread (papaparse on 50,000 rows would
 * otherwise freeze the page). Speaks the protocol of csv-session.ts.
 */
import { createCsvSession, type CsvRequest, type CsvResponse } from './csv-session';

interface WorkerScope {
  onmessage: ((event: MessageEvent<CsvRequest>) => void) | null;
  postMessage(message: CsvResponse): void;
}

const scope = self as unknown as WorkerScope;
const session = createCsvSession();

scope.onmessage = (event) => {
  scope.postMessage(session.handle(event.data));
};
