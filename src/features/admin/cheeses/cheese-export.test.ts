import { describe, expect, it } from 'vitest';
import type { Cheese } from '@/domain/types';
import { parseCsv } from '../import/csv-parse';
import { autoMatch } from '@/domain/csv/mapping';
import { prepareRows } from '../import/prepare-rows';
import { cheesesToCsv, exportFileName } from './cheese-export';

const brie: Cheese = {
  id: '11111111-1111-4111-8111-111111111111', name: 'Brie, de Meaux', image_url: '/images/brie.jpg', type: 'Soft', milk: 'Cow',
  origin_country: 'France', origin_region: null, ageing_period: '4 weeks', description: 'Soft "bloomy" rind,\nbuttery inside',
  added_by: null, updated_by: null, created_at: '2026-01-02T03:04:05.000Z', updated_at: '2026-01-02T03:04:05.000Z', version: 1,
};

describe('cheese export', () => {
  it('writes the catalogue as CSV that the import wizard reads back unchanged', () => {
    const csv = cheesesToCsv([brie]);
    expect(csv.split('\r\n')[0]).toBe('name,type,milk,origin_country,origin_region,ageing_period,description,image_url,id,created_at');
    const p = parseCsv(csv);
    const r = prepareRows('cheeses', p.headers, p.rows, autoMatch(p.headers, 'cheeses'), null);
    expect(r.invalid).toEqual([]);
    expect(r.valid[0].payload).toEqual({
      name: brie.name, type: 'Soft', milk: 'Cow', origin_country: 'France', origin_region: null, ageing_period: '4 weeks',
      description: brie.description, image_url: brie.image_url,
    });
  });
  it('names the file by date', () => {
    expect(exportFileName(new Date('2026-11-21T23:00:00Z'))).toBe('cheeses-2026-11-21.csv');
  });
});
