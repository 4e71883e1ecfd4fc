import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as lucide from 'lucide-react';
import * as ours from './icons';
import type { IconProps } from './icons';

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
  const names = Object.keys(ours).filter((k) => /^[A-Z]/.test(k)) as (keyof typeof ours & keyof typeof lucide)[];

  it('cover the icons the public pages use', () => {
    expect(names.length).toBeGreaterThanOrEqual(11);
  });

  it.each(names)('%s renders the markup lucide-react renders', (name) => {
    const Ours = ours[name] as ours.Icon;
    const Lucide = lucide[name] as lucide.LucideIcon;
    for (const props of PROPS) {
      expect(renderToStaticMarkup(<Ours {...props} />)).toBe(renderToStaticMarkup(<Lucide {...(props as lucide.LucideProps)} />));
    }
  });
});
