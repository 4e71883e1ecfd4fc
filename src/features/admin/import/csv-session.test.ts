import { describe, expect, it } from 'vitest';
import { autoMatch } from '@/domain/csv/mapping';
import { createInlineEngine } from './csv-engine';

describe('CSV session (the worker protocol, run inline)', () => {
  it('parses once, then prepares with a mapping', async () => {
    const engine = createInlineEngine();
    const summary = await engine.parse('\ufeffname;type;milk;origin_country;description;image_url\nBrie;Soft;Cow;France;"Creamy;\nrich";/b.jpg\n;Hard;Cow;France;x;/c.jpg\n\n');
    expect(summary).toMatchObject({ headers: ['name', 'type', 'milk', 'origin_country', 'description', 'image_url'], rowCount: 2, delimiter: ';', error: null });
    expect(summary.samples.description).toEqual(['Creamy;\nrich', 'x']);
    expect(summary.firstRows).toHaveLength(2);
    const prepared = await engine.prepare('cheeses', autoMatch(summary.headers, 'cheeses'), null);
    expect(prepared.valid.map((v) => v.index)).toEqual([0]);
    expect(prepared.invalid).toEqual([{ index: 1, errors: ['name is required'] }]);
  });
  it('prepare before parse is an error', async () => {
    await expect(createInlineEngine().prepare('cheeses', {}, null)).rejects.toThrow('No CSV file has been read yet.');
  });
  it('an empty file reports the spec message', async () => {
    const summary = await createInlineEngine().parse('name,type\n\n');
    expect(summary.error).toBe('CSV file must contain headers and at least one row of data');
  });
});
