import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BRAND_FONTS, cutFont, FONTS_DIR, LATIN_UNICODE_RANGE, type BrandFont } from './fonts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [DISPLAY, TEXT] = BRAND_FONTS as [BrandFont, BrandFont];
const KEYWORDS: Record<string, number> = { normal: 400, bold: 700 };

const lightest = (font: BrandFont) => (typeof font.weight === 'number' ? font.weight : font.weight.min);
const boldest = (font: BrandFont) => (typeof font.weight === 'number' ? font.weight : font.weight.max);

/** Every innermost rule of the app's stylesheets (the declarations inside one pair of braces). */
function rules(): { file: string; selector: string; body: string }[] {
  const src = path.join(ROOT, 'src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
  return files.flatMap((file) => {
    const css = readFileSync(path.join(src, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    return [...css.matchAll(/([^{}]*)\{([^{}]*)\}/g)].map((m) => ({ file, selector: m[1]!.trim(), body: m[2]! }));
  });
}

describe('brand fonts', () => {
  it.each(BRAND_FONTS)('$file is what `npm run fonts` writes', async (font) => {
    const committed = readFileSync(path.join(FONTS_DIR, font.file));
    expect(Buffer.compare(await cutFont(font), committed), 'run `npm run fonts` and commit the result').toBe(0);
  });

  it('each font face and preload names its file, with the weights the file has', () => {
    const faces = rules().filter((rule) => rule.selector === '@font-face');
    const html = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
    expect(faces).toHaveLength(BRAND_FONTS.length);
    for (const font of BRAND_FONTS) {
      const face = faces.find((f) => f.body.includes(`url('./fonts/${font.file}')`));
      const weights = typeof font.weight === 'number' ? `${font.weight}` : `${font.weight.min} ${font.weight.max}`;
      expect(face?.body, font.file).toMatch(new RegExp(`font-weight:\\s*${weights};`));
      expect(/unicode-range:\s*([^;]+);/.exec(face?.body ?? '')?.[1], `${font.file}: the characters the file has`).toBe(LATIN_UNICODE_RANGE);
      expect(html).toContain(`<link rel="preload" as="font" type="font/woff2" crossorigin href="/src/ui/styles/fonts/${font.file}" />`);
    }
  });

  it('the styles ask for no weight the text font does not have', () => {
    const misses = rules()
      .filter((rule) => rule.selector !== '@font-face')
      .flatMap((rule) => [...rule.body.matchAll(/font-weight:\s*([^;]+)/g)].map((m) => ({ ...rule, value: m[1]!.trim() })))
      .filter(({ value }) => {
        const weight = KEYWORDS[value] ?? Number(value);
        return !(weight >= lightest(TEXT) && weight <= boldest(TEXT));
      });
    expect(misses.map((m) => `${m.file}: ${m.selector} { font-weight: ${m.value} }`)).toEqual([]);
  });

  it('text in the display font asks for the one weight it has', () => {
    const display = rules().filter((rule) => /font-family:\s*var\(--font-display\)/.test(rule.body));
    expect(display.length).toBeGreaterThan(3);
    const misses = display.filter((rule) => !new RegExp(`font-weight:\\s*${lightest(DISPLAY)};`).test(rule.body));
    expect(misses.map((m) => `${m.file}: ${m.selector}`)).toEqual([]);
  });
});
