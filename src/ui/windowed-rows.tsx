/**
 * Windowed table rows: only the rows near the viewport are in the DOM (TanStack Virtual,
 * the window is the scroller). The table keeps its semantics: `aria-rowcount` on the table and
 * `aria-rowindex` on each row tell assistive technology the full size; focus moving through rows
 * scrolls them into view, which renders the next ones. Side effects: scroll/resize listeners.
 */
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';

/** Rows kept rendered after the focused one, whatever the scroll position (Tab never runs out of rows). */
const AHEAD_OF_FOCUS = 12;

export interface WindowedRows {
  /** Ref for the table's <tbody>: its page offset places the window. */
  bodyRef: React.RefObject<HTMLTableSectionElement | null>;
  /** Indexes of the rows to render, in order. */
  indexes: number[];
  /** Ref callback for each rendered row (measures its real height); the row needs `data-index`. */
  measure: (el: Element | null) => void;
  /** Spacer rows before and after the rendered ones (keep the scroll height of the whole list). */
  spacer: (position: 'before' | 'after', columns: number) => ReactNode;
  /** For the <tbody>'s onFocus: the rows after a focused row render at once, so Tab keeps going through the list. */
  onFocus: (event: FocusEvent<HTMLTableSectionElement>) => void;
}

/** Rows of a long table rendered as a window; `estimate` is a row's usual height in pixels. */
export function useWindowedRows(count: number, estimate: number): WindowedRows {
  const bodyRef = useRef<HTMLTableSectionElement | null>(null);
  const [margin, setMargin] = useState(0);
  // The table's offset in the page (content above it, e.g. a message, may move it).
  useLayoutEffect(() => {
    const place = () => {
      const el = bodyRef.current;
      if (el) setMargin(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    const section = bodyRef.current?.closest('section');
    if (observer && section) observer.observe(section);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [count]);
  const [focused, setFocused] = useState<number | null>(null);
  // The rendered range always reaches a few rows past the focused one (contiguous: spacers size the rest).
  const rangeExtractor = useCallback(
    (range: Range) => {
      const base = defaultRangeExtractor(range);
      if (focused === null || focused >= count || base.length === 0) return base;
      const from = Math.min(base[0], Math.max(0, focused - 2));
      const to = Math.max(base[base.length - 1], Math.min(count - 1, focused + AHEAD_OF_FOCUS));
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    },
    [focused, count],
  );
  const virtualizer = useWindowVirtualizer({ count, estimateSize: () => estimate, overscan: 12, scrollMargin: margin, rangeExtractor });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start - margin : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - margin) : 0;
  const spacer = (position: 'before' | 'after', columns: number) => {
    const height = position === 'before' ? before : after;
    return height > 0 ? (
      <tr aria-hidden="true" className="window-spacer">
        <td colSpan={columns} style={{ height, padding: 0, border: 0 }} />
      </tr>
    ) : null;
  };
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as Element).closest('tr[data-index]');
    if (row) setFocused(Number(row.getAttribute('data-index')));
  };
  return { bodyRef, indexes: items.map((i) => i.index), measure: virtualizer.measureElement, spacer, onFocus };
}
