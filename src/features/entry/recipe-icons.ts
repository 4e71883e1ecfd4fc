/**
 * A recipe's icons (facts, jump to the recipe, print, cook mode), drawn as lucide-react draws them (see @/ui/lucide-icon). Apart from the site's shared
 * icons (@/ui/icons) so that only this page's code carries them.
 *
 * Icon shapes from Lucide (https://lucide.dev), ISC License, Copyright (c) Lucide Contributors.
 */
import { icon } from '@/ui/lucide-icon';

export const ArrowDown = icon('arrow-down', [
  ['path', { d: 'M12 5v14' }],
  ['path', { d: 'm19 12-7 7-7-7' }],
]);
export const ChefHat = icon('chef-hat', [
  ['path', { d: 'M10 11v5' }],
  ['path', { d: 'M14 11v5' }],
  ['path', { d: 'M6 12.65c0-.457-.316-.844-.727-1.041A4 4 0 017.52 4.034a1.53 1.53 0 001.367-.547 4 4 0 016.225 0 1.53 1.53 0 001.367.547 4 4 0 012.248 7.575c-.411.197-.727.584-.727 1.04V19a2 2 0 01-2 2H8a2 2 0 01-2-2z' }],
  ['path', { d: 'M6 16h12' }],
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
