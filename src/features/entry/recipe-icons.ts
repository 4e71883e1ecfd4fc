/**
 * A recipe's icons (facts, jump to the recipe, print), drawn as lucide-react draws them (see @/ui/lucide-icon). Apart from the site's shared
 * icons (@/ui/icons) so that only this page's code carries them.
 *
 * Icon shapes from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors.
 */
import { icon } from '@/ui/lucide-icon';

export const ArrowDown = icon('arrow-down', [
  ['path', { d: 'M12 5v14' }],
  ['path', { d: 'm19 12-7 7-7-7' }],
]);
export const Clock = icon('clock', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
]);
export const Gauge = icon('gauge', [
  ['path', { d: 'm12 14 4-4' }],
  ['path', { d: 'M3.34 19a10 10 0 1 1 17.32 0' }],
]);
export const Printer = icon('printer', [
  ['path', { d: 'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2' }],
  ['path', { d: 'M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6' }],
  ['rect', { x: '6', y: '14', width: '12', height: '8', rx: '1' }],
]);
