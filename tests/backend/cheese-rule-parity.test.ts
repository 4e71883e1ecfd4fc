/**
 * The cheese's field rules live in TypeScript (src/domain/cheese-fields.ts: the form, the outbox and
 * the import) and in SQL (CHECK constraints on public.cheeses). This holds the two together by
 * behaviour: every field the declaration calls required is refused blank by the database and every
 * optional one is accepted blank; every listed type and milk is accepted, and an unlisted one refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { CHEESE_FIELDS } from '../../src/domain/cheese-fields';
import { CHEESE_TYPES, MILK_TYPES } from '../../src/domain/constants';
import { startTestBackend, type TestBackend } from '../helpers/backend';

let backend: TestBackend;
let service: SupabaseClient;

const valid = () => ({
  id: randomUUID(),
  name: `Parity ${randomUUID().slice(0, 8)}`,
  type: 'Hard',
  milk: 'Cow',
  origin_country: 'France',
  origin_region: 'Jura',
  ageing_period: '12 months',
  description: 'A cheese for the parity test.',
  image_url: '/images/parity.jpg',
});

async function insertCode(row: Record<string, unknown>): Promise<string | null> {
  const { error } = await service.from('cheeses').insert(row);
  return error ? (error.code ?? error.message) : null;
}

describe('cheese rules: TypeScript declaration ⇔ SQL constraints', () => {
  beforeAll(async () => {
    backend = await startTestBackend();
    service = backend.service();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it.each(CHEESE_FIELDS.map((f) => [f.key, f.required] as const))('%s blank: refused by the database exactly when required (%s)', async (key, required) => {
    const code = await insertCode({ ...valid(), [key]: '   ' });
    if (required) expect(code).toBe('23514');
    else expect(code).toBeNull();
  });

  it('every listed type and milk is accepted; an unlisted one is refused', async () => {
    for (const type of CHEESE_TYPES) expect(await insertCode({ ...valid(), type }), type).toBeNull();
    for (const milk of MILK_TYPES) expect(await insertCode({ ...valid(), milk }), milk).toBeNull();
    expect(await insertCode({ ...valid(), type: 'Purple' })).toBe('23514');
    expect(await insertCode({ ...valid(), milk: 'Camel' })).toBe('23514');
    const listed = CHEESE_FIELDS.filter((f) => f.choices).map((f) => [f.key, f.choices!.values]);
    expect(listed).toEqual([['type', CHEESE_TYPES], ['milk', MILK_TYPES]]);
  });
});
