import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AA_NORMAL_TEXT, contrastRatio } from '@/domain/contrast';
import { PALETTE, TEXT_PAIRS } from './palette';

const SRC = path.resolve(__dirname, '../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return cssFiles(p);
    return name.endsWith('.css') ? [p] : [];
  });
}

const globalCss = readFileSync(path.join(SRC, 'ui/styles/global.css'), 'utf8');
const rootBlock = /:root\s*\{([\s\S]*?)\n\}/.exec(globalCss)?.[1] ?? '';
const rootVars = Object.fromEntries([...rootBlock.matchAll(/--(color-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));

/** Resolves `var(--color-x, fallback)` against the palette; a plain colour stays as is. */
function resolve(value: string): string | null {
  const v = value.trim().replace(/\s*!important$/, '');
  const ref = /^var\(--(color-[\w-]+)(?:,\s*([^)]+))?\)$/.exec(v);
  if (ref) return (PALETTE as Record<string, string>)[ref[1]] ?? ref[2] ?? null;
  if (/^(#[0-9a-f]{3,6}|rgb\([^)]*\))$/i.test(v)) return v;
  return null;
}

describe('brand palette', () => {
  it('global.css declares exactly the palette as custom properties', () => {
    expect(rootVars).toEqual(PALETTE);
  });

  it.each(TEXT_PAIRS.map(([fg, bg]) => [fg, bg, contrastRatio(PALETTE[fg], PALETTE[bg])] as const))(
    '%s on %s meets AA (%f:1)',
    (_fg, _bg, ratio) => {
      expect(ratio).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    },
  );

  it('every stylesheet rule with both a text colour and a solid background meets AA', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const file of cssFiles(SRC)) {
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
        const body = m[2];
        const fg = /(?:^|;)\s*color:\s*([^;]+)/.exec(body)?.[1];
        const bg = /(?:^|;)\s*background(?:-color)?:\s*([^;]+)/.exec(body)?.[1];
        if (!fg || !bg) continue;
        const f = resolve(fg);
        const b = resolve(bg);
        if (!f || !b) continue;
        checked += 1;
        const ratio = contrastRatio(f, b);
        if (ratio < AA_NORMAL_TEXT) failures.push(`${path.relative(SRC, file)} ${m[1].trim()}: ${fg} on ${bg} = ${ratio.toFixed(2)}:1`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
