import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_ROWS as LOCAL_MAX_ROWS } from '../../supabase/local/rest/types';
import { SUPABASE_MAX_ROWS } from './constants';

describe('SUPABASE_MAX_ROWS', () => {
  it('is the max_rows of supabase/config.toml, which the local backend enforces too', () => {
    const toml = readFileSync(path.resolve(import.meta.dirname, '../../supabase/config.toml'), 'utf8');
    expect(Number(/^max_rows\s*=\s*(\d+)/m.exec(toml)?.[1])).toBe(SUPABASE_MAX_ROWS);
    expect(LOCAL_MAX_ROWS).toBe(SUPABASE_MAX_ROWS);
  });
});
