import { describe, expect, it } from 'vitest';
import { checkParsed, cleanHeaders, delimiterName, parseCsv, sampleValues } from './csv-parse';

const EMPTY = 'CSV file must contain headers and at least one row of data';

describe('parseCsv', () => {
  it('reads a header row and data rows', () => {
    const p = parseCsv('name,type\nBrie,Soft\nComté,Hard\n');
    expect(p).toEqual({ headers: ['name', 'type'], rows: [['Brie', 'Soft'], ['Comté', 'Hard']], delimiter: ',', warnings: [] });
  });
  it('keeps quoted commas and quoted line breaks (CRLF and LF) inside one cell', () => {
    const p = parseCsv('name,description\r\n"Brie, de Meaux","Soft,\r\ncreamy\nand ""bloomy"""\r\nComté,Nutty\r\n');
    expect(p.rows).toEqual([
      ['Brie, de Meaux', 'Soft,\r\ncreamy\nand "bloomy"'],
      ['Comté', 'Nutty'],
    ]);
    expect(p.warnings).toEqual([]);
  });
  it('strips a byte-order mark so the first header matches', () => {
    const p = parseCsv('\ufeffname,milk\nBrie,Cow');
    expect(p.headers).toEqual(['name', 'milk']);
    expect(p.headers[0].charCodeAt(0)).toBe('n'.charCodeAt(0));
  });
  it.each([
    [';', 'name;description\nBrie;"soft; creamy"\nComté;nutty'],
    ['\t', 'name\tdescription\nBrie\tsoft, creamy\nComté\tnutty'],
    ['|', 'name|description\nBrie|soft, creamy\nComté|nutty'],
    [',', 'name,description\nBrie,"soft; creamy"\nComté,nutty'],
  ])('auto-detects the %j delimiter', (delimiter, text) => {
    const p = parseCsv(text);
    expect(p.delimiter).toBe(delimiter);
    expect(p.headers).toEqual(['name', 'description']);
    expect(p.rows[0][0]).toBe('Brie');
    expect(p.rows).toHaveLength(2);
  });
  it('a semicolon file whose cells contain commas is still split on semicolons', () => {
    const p = parseCsv('name;origin_country;description\nBrie;France;Soft, creamy, bloomy\nComté;France;Nutty, firm\n');
    expect(p.delimiter).toBe(';');
    expect(p.rows[0]).toEqual(['Brie', 'France', 'Soft, creamy, bloomy']);
  });
  it('skips blank and whitespace-only lines, including blank trailing lines', () => {
    const p = parseCsv('name,type\n\nBrie,Soft\n   \n,\nComté,Hard\n\n\n \r\n');
    expect(p.rows).toEqual([['Brie', 'Soft'], ['Comté', 'Hard']]);
  });
  it('pads short rows and cuts long ones, warning with the row number (index + 2)', () => {
    const p = parseCsv('a,b,c\n1,2\n1,2,3,4\n1,2,3,,\n');
    expect(p.rows).toEqual([['1', '2', ''], ['1', '2', '3'], ['1', '2', '3']]);
    expect(p.warnings).toEqual(['Row 3: 4 cells, the header has 3; the extra cells are ignored']);
  });
  it('reports an unterminated quote as a warning instead of failing', () => {
    const p = parseCsv('name,description\nBrie,"never closed\nComté,Nutty\n');
    expect(p.warnings.length).toBeGreaterThan(0);
    expect(p.warnings.join(' ')).toMatch(/quote/i);
  });
  it('trims, names and de-duplicates headers', () => {
    expect(cleanHeaders([' name ', '', 'Name', 'name'])).toEqual(['name', 'Column 2', 'Name (2)', 'name (3)']);
  });
  it('empty input and header-only input have no data', () => {
    for (const text of ['', '\n\n', '\ufeff', 'name,type\n', 'name,type\r\n\r\n  \r\n', ',,,\n,,,\n']) {
      expect(checkParsed(parseCsv(text)), JSON.stringify(text)).toBe(EMPTY);
    }
    expect(checkParsed(parseCsv('name\nBrie'))).toBeNull();
  });
  it('parses 50,000 rows', () => {
    const lines = ['name,type,milk,origin_country,description,image_url'];
    for (let i = 0; i < 50_000; i++) lines.push(`Cheese ${i},Hard,Cow,France,"Firm, nutty\nand long",/images/c${i}.jpg`);
    const p = parseCsv(lines.join('\r\n'));
    expect(p.rows).toHaveLength(50_000);
    expect(p.rows[49_999][4]).toBe('Firm, nutty\nand long');
  });
});

describe('sampleValues and delimiterName', () => {
  it('gives the first non-blank values of a column', () => {
    const p = parseCsv('name,region\nBrie,\nComté,Jura\nMorbier,Jura\nBleu,Auvergne\n');
    expect(sampleValues(p, 'region')).toEqual(['Jura', 'Jura', 'Auvergne']);
    expect(sampleValues(p, 'name', 2)).toEqual(['Brie', 'Comté']);
    expect(sampleValues(p, 'missing')).toEqual([]);
  });
  it('names delimiters', () => {
    expect([',', ';', '\t', '|'].map(delimiterName)).toEqual(['comma', 'semicolon', 'tab', 'pipe']);
  });
});
