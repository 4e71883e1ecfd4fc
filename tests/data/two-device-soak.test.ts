/**
 * Two devices, 200 random edits, network cuts: a soak of merge on push against the real local
 * backend. Each device edits its own fields (the laptop the name and region, the phone the ageing
 * period and milk), its own paragraph of the shared description, and both sometimes the same field
 * (the origin country). Checked at the end: nothing lost (each device's last value of its fields and
 * paragraphs is on the server), every overlap merged or shown (a shared field either merged or was
 * a conflict the editor decided), the server and both devices equal. Prints the merge outcomes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../helpers/backend';
import { device, type Device } from './harness';
import type { Cheese } from '../../src/domain/types';

const EDITS = 200;
const CHEESES = 6;

let backend: TestBackend;
let laptop: Device;
let phone: Device;

beforeAll(async () => {
  backend = await startTestBackend();
  laptop = await device(backend, 'admin');
  phone = await device(backend, 'admin');
});

afterAll(async () => {
  await backend?.close();
});

/** A seeded generator (mulberry32): the same run every time. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function pushAll(d: Device) {
  for (let i = 0; i < 30; i += 1) {
    await d.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await d.layer.flush();
    if ((await d.db.outbox.where('status').equals('pending').count()) === 0) return;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('the outbox did not empty');
}

it('200 random edits from two devices with network cuts: 0 lost, every overlap merged or shown, all equal', { timeout: 600_000 }, async () => {
  const rand = random(40);
  const ids: string[] = [];
  for (let i = 0; i < CHEESES; i += 1) {
    const c = await laptop.layer.save('cheeses', { name: `Soak ${i}`, type: 'Hard', milk: 'Cow', origin_country: 'France', description: 'Laptop paragraph.\n\nMiddle.\n\nPhone paragraph.', image_url: '/images/cheeses/comte.svg' });
    ids.push(c.id);
  }
  await pushAll(laptop);
  await phone.layer.pull();

  const devices = { laptop, phone };
  type Who = keyof typeof devices;
  // What each device last wrote to the fields (paragraphs) only it edits.
  const last: Record<string, Record<string, string>> = Object.fromEntries(ids.map((id) => [id, {}]));
  const outcomes = { edits: 0, merged: 0, conflicts: 0, keptOurs: 0, keptTheirs: 0, cuts: 0 };
  const own: Record<Who, string[]> = { laptop: ['name', 'origin_region'], phone: ['ageing_period', 'milk'] };
  const milks = ['Cow', 'Goat', 'Sheep', 'Buffalo'];

  async function settle(who: Who) {
    const d = devices[who];
    if (d.net.offline) return;
    // Versions before the push: an item based on an older version than the server's is an overlap.
    const items = await d.db.outbox.where('status').equals('pending').toArray();
    const before = new Map(items.map((i) => [i.recordId, i.baseVersion]));
    await pushAll(d);
    for (const c of await d.layer.read.conflicts()) {
      outcomes.conflicts += 1;
      // Alternately keep ours and theirs for the field in conflict (what is not kept goes to History).
      const keep = outcomes.conflicts % 2 === 0 ? 'ours' : 'theirs';
      outcomes[keep === 'ours' ? 'keptOurs' : 'keptTheirs'] += 1;
      const { mergeQueued } = await import('../../src/domain/merge/merge-rules');
      const merge = mergeQueued('cheeses', c.bases!, c.mine, c.theirs);
      await d.layer.resolveConflict('cheeses', c.id, { fields: Object.fromEntries(merge.conflicts.map((x) => [x.field, keep])) });
      // A description asked about and decided: the side not kept went to History, so its paragraph is
      // no longer expected on the server (the next edit of that paragraph expects its own value again).
      if (merge.conflicts.some((x) => x.field === 'description')) {
        const other: Who = who === 'laptop' ? 'phone' : 'laptop';
        delete last[c.id][`p:${keep === 'ours' ? other : who}`];
      }
      await pushAll(d);
    }
    for (const [id, base] of before) {
      const row = await d.db.cheeses.get(id);
      if (row && base !== null && row.version > base + 1) outcomes.merged += 1;
    }
  }

  for (let n = 0; n < EDITS; n += 1) {
    const who: Who = rand() < 0.5 ? 'laptop' : 'phone';
    const d = devices[who];
    if (rand() < 0.12) {
      d.net.offline = !d.net.offline;
      outcomes.cuts += 1;
      if (!d.net.offline) await settle(who);
    }
    const id = ids[Math.floor(rand() * ids.length)];
    const held = (await d.db.cheeses.get(id)) as Cheese;
    const form: Partial<Cheese> & { id: string } = { id };
    const kind = rand();
    const tag = `${who}-${n}`;
    if (kind < 0.45) {
      const field = own[who][Math.floor(rand() * 2)];
      const value = field === 'milk' ? milks[n % milks.length] : `${field} ${tag}`;
      (form as Record<string, unknown>)[field] = value;
      last[id][field] = value;
    } else if (kind < 0.85) {
      // Its own paragraph of the description (the laptop the first, the phone the last).
      const paras = held.description.split('\n\n');
      const at = who === 'laptop' ? 0 : paras.length - 1;
      paras[at] = `${who === 'laptop' ? 'Laptop' : 'Phone'} paragraph ${tag}.`;
      form.description = paras.join('\n\n');
      last[id][`p:${who}`] = paras[at];
    } else {
      form.origin_country = `Country ${tag}`;
    }
    outcomes.edits += 1;
    await d.layer.save('cheeses', form, { baseVersion: held.version, baseRow: { ...held } });
    if (rand() < 0.3) await settle(who);
  }
  laptop.net.offline = false;
  phone.net.offline = false;
  await settle('laptop');
  await settle('phone');
  await settle('laptop');
  await laptop.layer.pull();
  await phone.layer.pull();

  const { data } = await backend.service().from('cheeses').select('*').in('id', ids);
  const server = new Map((data as Cheese[]).map((c) => [c.id, c]));
  for (const id of ids) {
    const s = server.get(id)!;
    const paras = s.description.split('\n\n');
    for (const [field, value] of Object.entries(last[id])) {
      if (field === 'p:laptop') expect(paras[0]).toBe(value);
      else if (field === 'p:phone') expect(paras[paras.length - 1]).toBe(value);
      else expect((s as unknown as Record<string, unknown>)[field]).toBe(value);
    }
    for (const d of [laptop, phone]) expect(await d.db.cheeses.get(id)).toMatchObject({ version: s.version, name: s.name, description: s.description, origin_country: s.origin_country, milk: s.milk });
  }
  expect(await laptop.db.outbox.count()).toBe(0);
  expect(await phone.db.outbox.count()).toBe(0);
  console.log(`two-device soak: ${JSON.stringify(outcomes)}`);
});
