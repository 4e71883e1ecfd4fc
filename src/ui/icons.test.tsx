import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as lucide from 'lucide-react';
import * as site from './icons';
import * as app from './app-icons';
import type { Icon, IconProps } from './lucide-icon';

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

describe('public page icons', () => {
  const ours: Record<string, Icon> = { ...site, ...app };
  const names = Object.keys(ours).filter((k) => /^[A-Z]/.test(k)) as (keyof typeof lucide)[];

  it('cover the icons the public pages use', () => {
    expect(names.length).toBeGreaterThanOrEqual(20);
  });

  it.each(names)('%s renders the markup lucide-react renders', (name) => {
    const Ours = ours[name];
    const Lucide = lucide[name] as lucide.LucideIcon;
    for (const props of PROPS) {
      expect(renderToStaticMarkup(<Ours {...props} />)).toBe(renderToStaticMarkup(<Lucide {...(props as lucide.LucideProps)} />));
    }
  });
});
