/**
 * The brand palette in one place. `src/ui/styles/global.css` declares each colour as a CSS custom
 * property of the same name (`--color-…`); palette.test.ts checks the two agree, that every text /
 * background pair below meets WCAG AA (4.5:1), and that every stylesheet rule that sets both a text
 * colour and a background does too.
 */
export const PALETTE = {
  'color-bg': '#fffaf0',
  'color-surface': '#ffffff',
  'color-cream': '#fdf0d5',
  'color-gold': '#f2b33d',
  'color-gold-hover': '#f6c35e',
  'color-gold-light': '#fbd98a',
  'color-rind': '#7a4300',
  'color-rind-dark': '#4e2b00',
  'color-text': '#2b2118',
  'color-muted': '#5e4e3e',
  'color-border': '#ead9b8',
  'color-input-border': '#8f7a55',
  'color-wine': '#8c1c2e',
  'color-success-bg': '#e6f4e6',
  'color-success': '#1d5e20',
  'color-error-bg': '#fde8e8',
  'color-error': '#9b1c1c',
  'color-focus': '#1f5fbf',
  'color-on-dark': '#fbeed2',
  'color-white': '#ffffff',
} as const;

export type PaletteToken = keyof typeof PALETTE;

/** Every text colour the site puts on every background it puts it on (text, background). */
export const TEXT_PAIRS: ReadonlyArray<readonly [PaletteToken, PaletteToken]> = [
  // Body text and muted text on every light surface.
  ...(['color-bg', 'color-surface', 'color-cream', 'color-gold-light'] as const).flatMap((bg) =>
    (['color-text', 'color-muted', 'color-rind', 'color-rind-dark', 'color-wine', 'color-error', 'color-success'] as const).map(
      (fg) => [fg, bg] as const,
    ),
  ),
  // The one button style: dark text on gold (and its hover), white on rind (secondary).
  ['color-text', 'color-gold'],
  ['color-rind-dark', 'color-gold'],
  ['color-text', 'color-gold-hover'],
  ['color-white', 'color-rind'],
  ['color-white', 'color-rind-dark'],
  // Footer, sidebar and toasts on dark rind.
  ['color-on-dark', 'color-rind-dark'],
  ['color-gold-light', 'color-rind-dark'],
  ['color-white', 'color-success'],
  ['color-white', 'color-error'],
  ['color-white', 'color-wine'],
  // Messages.
  ['color-success', 'color-success-bg'],
  ['color-error', 'color-error-bg'],
];
