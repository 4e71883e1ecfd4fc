/**
 * The icons shared by the site's public pages (header, dialogs, carousels, back links), drawn as
 * lucide-react draws them (see ./lucide-icon.ts); a page's own icons live with the page. Admin pages
 * use lucide-react.
 *
 * Icon shapes from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors.
 */
import { icon } from './lucide-icon';

export type { Icon, IconProps } from './lucide-icon';

export const ArrowLeft = icon('arrow-left', [
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
]);
export const ChevronLeft = icon('chevron-left', [['path', { d: 'm15 18-6-6 6-6' }]]);
export const ChevronRight = icon('chevron-right', [['path', { d: 'm9 18 6-6-6-6' }]]);
export const Menu = icon('menu', [
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
]);
export const Search = icon('search', [
  ['path', { d: 'm21 21-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
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
