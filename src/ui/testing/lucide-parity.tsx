/**
 * Test helper: our hand-drawn icons (./lucide-icon) must render the very markup lucide-react renders
 * for the same icon and props. Used by the tests of every module of icons.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import * as lucide from 'lucide-react';
import type { Icon, IconProps } from '../lucide-icon';

// The props the public pages pass, and a few more.
const PROPS: IconProps[] = [
  {},
  { size: 22, 'aria-hidden': 'true' },
  { size: 18, 'aria-hidden': 'true' },
  { size: 28, strokeWidth: 1.75 },
  { className: 'info-icon', size: 22, strokeWidth: 1.75, 'aria-hidden': 'true' },
  { className: 'a  lucide b a' },
  { 'aria-label': 'Close', role: 'img' },
  { id: 'x', style: { color: 'red' } },
];

/** One test per icon of `icons` (a module's exports): it renders as lucide-react's icon of that name. */
export function itRendersAsLucide(icons: Record<string, unknown>): void {
  const names = Object.keys(icons).filter((k) => /^[A-Z]/.test(k)) as (keyof typeof lucide)[];
  it('exports icons', () => expect(names.length).toBeGreaterThan(0));
  it.each(names)('%s renders the markup lucide-react renders', (name) => {
    const Ours = icons[name] as Icon;
    const Lucide = lucide[name] as lucide.LucideIcon;
    for (const props of PROPS) {
      expect(renderToStaticMarkup(<Ours {...props} />)).toBe(renderToStaticMarkup(<Lucide {...(props as lucide.LucideProps)} />));
    }
  });
}
