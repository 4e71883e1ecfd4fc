/**
 * The Big Update tiles' icons, drawn as lucide-react draws them (see @/ui/lucide-icon). Apart from the site's shared
 * icons (@/ui/icons) so that only this page's code carries them.
 *
 * Icon shapes from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors.
 */
import { icon } from '@/ui/lucide-icon';

export const BookOpen = icon('book-open', [
  ['path', { d: 'M12 5v16' }],
  ['path', { d: 'M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z' }],
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
export const TrendingUp = icon('trending-up', [
  ['path', { d: 'M16 7h6v6' }],
  ['path', { d: 'm22 7-8.5 8.5-5-5L2 17' }],
]);
