/**
 * A wide table's frame: on a narrow screen the table scrolls sideways inside it (never the page). It
 * is a labelled region that takes keyboard focus (arrow keys scroll it), draws shadows at the edges
 * that have more to show, and says "Scroll sideways for more" (with Lucide's arrow, only on admin
 * screens) while its content is wider than it.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';

export interface ScrollRegionProps {
  /** What the region holds ('Users'): its accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}

export const SCROLL_CUE = 'Scroll sideways for more';

export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth - el.clientWidth > 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="scroll-region-frame">
      <div ref={ref} className={['admin-table-wrap', 'scroll-region', className].filter(Boolean).join(' ')} role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
      {overflows && (
        <p className="scroll-region-cue" aria-hidden="true">
          {SCROLL_CUE} <ArrowRight size={14} aria-hidden="true" className="scroll-region-cue-icon" />
        </p>
      )}
    </div>
  );
}
