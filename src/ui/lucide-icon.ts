/**
 * Lucide's icon markup without its run-time builder (which would otherwise load before every public
 * page is interactive): `icon(name, shapes)` draws exactly what lucide-react draws for the props the
 * pages use (a unit test holds each icon to lucide's). The shapes live in ./icons.tsx (the site's) and
 * ./app-icons.tsx (the landing's app section), so a page loads only the ones it shows.
 *
 * Icon shapes from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors.
 */
import { createElement, type ReactElement, type SVGProps } from 'react';

export type Shape = [tag: 'path' | 'circle' | 'rect' | 'polyline', attributes: Record<string, string>];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
}

export type Icon = (props: IconProps) => ReactElement;

const isLabel = (prop: string) => prop.startsWith('aria-') || prop === 'role' || prop === 'title';

export function icon(name: string, shapes: Shape[], aliases: string[] = []): Icon {
  return function LucideIcon({ size = 24, strokeWidth = 2, className, children, ...rest }) {
    // Like lucide: hidden from assistive technology unless given a label, a role or content.
    const labelled = children != null || Object.entries(rest).some(([prop, value]) => isLabel(prop) && value != null);
    const classes = new Set(['lucide', `lucide-${name}`, ...aliases.map((a) => `lucide-${a}`), ...(className ?? '').split(/\s+/)]);
    classes.delete('');
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(labelled ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...shapes.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes })),
      children,
    );
  };
}

