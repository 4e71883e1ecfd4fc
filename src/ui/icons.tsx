/**
 * The icons of the site's public pages (header, entry, discover), drawn as lucide-react draws them
 * (see ./lucide-icon.ts). Admin pages use lucide-react.
 *
 * Icon shapes from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors.
 */
import { icon } from './lucide-icon';

export type { Icon, IconProps } from './lucide-icon';

export const ArrowDown = icon('arrow-down', [
  ['path', { d: 'M12 5v14' }],
  ['path', { d: 'm19 12-7 7-7-7' }],
]);
export const ArrowLeft = icon('arrow-left', [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]);
export const BookOpen = icon('book-open', [
  ['path', { d: 'M12 5v16' }],
  ['path', { d: 'M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z' }],
]);
export const ChevronLeft = icon('chevron-left', [['path', { d: 'm15 18-6-6 6-6' }]]);
export const ChevronRight = icon('chevron-right', [['path', { d: 'm9 18 6-6-6-6' }]]);
export const Clock = icon('clock', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
]);
export const Gauge = icon('gauge', [
  ['path', { d: 'm12 14 4-4' }],
  ['path', { d: 'M3.34 19a10 10 0 1 1 17.32 0' }],
]);
export const Grape = icon('grape', [
  ['path', { d: 'M22 5V2l-5.89 5.89' }],
  ['circle', { cx: '16.6', cy: '15.89', r: '3' }],
  ['circle', { cx: '8.11', cy: '7.4', r: '3' }],
  ['circle', { cx: '12.35', cy: '11.65', r: '3' }],
  ['circle', { cx: '13.91', cy: '5.85', r: '3' }],
  ['circle', { cx: '18.15', cy: '10.09', r: '3' }],
  ['circle', { cx: '6.56', cy: '13.2', r: '3' }],
  ['circle', { cx: '10.8', cy: '17.44', r: '3' }],
  ['circle', { cx: '5', cy: '19', r: '3' }],
]);
export const Menu = icon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const Printer = icon('printer', [
  ['path', { d: 'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2' }],
  ['path', { d: 'M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6' }],
  ['rect', { x: '6', y: '14', width: '12', height: '8', rx: '1' }],
]);
export const TrendingUp = icon('trending-up', [
  ['path', { d: 'M16 7h6v6' }],
  ['path', { d: 'm22 7-8.5 8.5-5-5L2 17' }],
]);
export const Users = icon('users', [
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['path', { d: 'M16 3.128a4 4 0 0 1 0 7.744' }],
  ['path', { d: 'M22 21v-2a4 4 0 0 0-3-3.87' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
]);
export const X = icon('x', [
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
]);
