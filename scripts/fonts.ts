/**
 * `npm run fonts`: writes the brand fonts the site ships (src/ui/styles/fonts/) from the variable
 * fonts of the @fontsource-variable packages, cut to what the pages use.
 * Side effects: writes the font files.
 *
 * Every page preloads its fonts, and on a phone's slow link they share the bandwidth with the page's
 * largest picture. The packages' files carry the whole weight axis (Fraunces 100–900, Nunito Sans
 * 200–1000: 36 + 31 KB). The pages use Fraunces at 700 only (headings, brand, card names) and Nunito
 * Sans from 400 to 700, so Fraunces becomes a static 700 instance and Nunito Sans keeps its axis
 * from 400 to 700 only (glyphs, layout features and shapes unchanged): 37 KB together.
 * The Latin characters are those of the packages' Latin files (the site's language). A test holds
 * the committed files to this script's output and the stylesheets to these weights.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const FONTS_DIR = fileURLToPath(new URL('../src/ui/styles/fonts/', import.meta.url));

export interface BrandFont {
  /** The file written into FONTS_DIR. */
  file: string;
  /** The package file it is cut from. */
  source: string;
  /** The weights it keeps: one (a static instance) or a range (still variable). */
  weight: number | { min: number; max: number };
}

export const BRAND_FONTS: readonly BrandFont[] = [
  { file: 'fraunces-latin-700.woff2', source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2', weight: 700 },
  { file: 'nunito-sans-latin-400-700.woff2', source: '@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2', weight: { min: 400, max: 700 } },
];

/** The packages' Latin range (their `unicode-range`, also each font face's in fonts.css). */
const LATIN: readonly (number | [number, number])[] = [
  [0x0000, 0x00ff], 0x0131, [0x0152, 0x0153], [0x02bb, 0x02bc], 0x02c6, 0x02da, 0x02dc, 0x0304, 0x0308, 0x0329,
  [0x2000, 0x206f], 0x20ac, 0x2122, 0x2191, 0x2193, 0x2212, 0x2215, 0xfeff, 0xfffd,
];

/** The same range as CSS writes it (each `@font-face`'s `unicode-range`: a test holds them together). */
export const LATIN_UNICODE_RANGE = LATIN.map((part) =>
  (typeof part === 'number' ? [part] : part).map((code) => code.toString(16).toUpperCase().padStart(4, '0')).join('-'),
)
  .map((range) => `U+${range}`)
  .join(', ');

function latinText(): string {
  let text = '';
  for (const part of LATIN) {
    const [from, to] = typeof part === 'number' ? [part, part] : part;
    for (let code = from; code <= to; code += 1) text += String.fromCodePoint(code);
  }
  return text;
}

/** The bytes of one brand font, as this script writes it. */
export async function cutFont(font: BrandFont): Promise<Buffer> {
  const require = createRequire(import.meta.url);
  const source = await readFile(require.resolve(font.source));
  return subsetFont(source, latinText(), {
    targetFormat: 'woff2',
    variationAxes: { wght: font.weight },
  });
}

async function main(): Promise<void> {
  for (const font of BRAND_FONTS) {
    const bytes = await cutFont(font);
    await writeFile(path.join(FONTS_DIR, font.file), bytes);
    console.log(`${font.file}: ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
