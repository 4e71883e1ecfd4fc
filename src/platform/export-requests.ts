/**
 * "Export…" requests from the desktop menu (or anywhere) to the screen that can export. A request made
 * before the screen has mounted (the menu navigates first) is kept until the screen takes it.
 */
import { useEffect, useRef } from 'react';

export type ExportTarget = 'cheeses' | 'articles';

const bus = new EventTarget();
const EVENT = 'export-request';
const pending = new Set<ExportTarget>();

/** Asks the screen for `target` to export (runs now if it is mounted, else when it mounts). */
export function requestExport(target: ExportTarget): void {
  pending.add(target);
  bus.dispatchEvent(new CustomEvent<ExportTarget>(EVENT, { detail: target }));
}

/** Subscribes a handler to export requests for `target`; returns the unsubscribe function. */
export function onExportRequest(target: ExportTarget, handler: () => void): () => void {
  const take = () => {
    if (!pending.delete(target)) return;
    handler();
  };
  const listener = (event: Event) => {
    if ((event as CustomEvent<ExportTarget>).detail === target) take();
  };
  bus.addEventListener(EVENT, listener);
  take(); // a request that arrived before subscription
  return () => bus.removeEventListener(EVENT, listener);
}

/** React hook for the list screens: `useExportRequest('cheeses', exportCsv)`. */
export function useExportRequest(target: ExportTarget, handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onExportRequest(target, () => latest.current()), [target]);
}
