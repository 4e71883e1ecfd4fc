/**
 * The history soak: two admins on two devices edit the same entries online and offline, in a
 * seeded random order, running into conflicts and resolving them both ways ('keep mine' and 'take
 * theirs'); afterwards every saved version must be recoverable from the server — the current row or
 * a version in history (replaced versions, and the versions that lost a conflict).
 * Successive offline edits of one entry on one device coalesce into one outbox item by design (the
 * device sends its latest text): an offline period therefore edits distinct entries, so that every
 * save counted is one the device sends.
 * Used by tests/data/history-soak.test.ts (the assertion) and tests/bench/history.bench.ts (the figure).
 */
import { randomUUID } from 'node:crypto';
import type { TestBackend } from '../helpers/backend';
import { device, type Device } from './harness';

export interface SoakResult {
  saves: number;
  recoverable: number;
  missing: string[];
  offlineSaves: number;
  conflictsKeptMine: number;
  conflictsTookTheirs: number;
  paths: Record<string, number>;
}

/** Deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function secondAdmin(backend: TestBackend): Promise<{ email: string; password: string }> {
  const email = `soak-admin-${randomUUID().slice(0, 8)}@cheezopedia.test`;
  const password = 'soak-admin-password-1';
  const anon = backend.anon();
  const { data, error } = await anon.auth.signUp({ email, password, options: { data: { name: 'Soak Admin' } } });
  if (error || !data.user) throw new Error(error?.message ?? 'no user');
  const { error: roleError } = await backend.service().from('profiles').update({ role: 'admin' }).eq('id', data.user.id);
  if (roleError) throw new Error(roleError.message);
  return { email, password };
}

export async function runSoak(backend: TestBackend, options: { entries?: number; saves?: number; seed?: number } = {}): Promise<SoakResult> {
  const entryCount = options.entries ?? 20;
  const target = options.saves ?? 200;
  const rand = prng(options.seed ?? 29);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const a = await device(backend, 'admin');
  const b = await device(backend, 'admin', undefined, await secondAdmin(backend));
  const devices: [Device, string][] = [[a, 'A'], [b, 'B']];

  // The entries, created by A and known to both devices.
  const ids: string[] = [];
  for (let i = 0; i < entryCount; i += 1) {
    const row = await a.layer.save('cheezopedia_entries', { title: `Soak entry ${i}`, slug: `soak-${i}-${randomUUID().slice(0, 8)}`, content: `Soak entry ${i}, first text.` });
    const pushed = await a.layer.pushNow('cheezopedia_entries', row.id);
    if (pushed.kind !== 'synced') throw new Error(`create: ${pushed.kind}`);
    ids.push(row.id);
  }
  await b.layer.pull();

  const markers: string[] = [];
  const result: SoakResult = { saves: 0, recoverable: 0, missing: [], offlineSaves: 0, conflictsKeptMine: 0, conflictsTookTheirs: 0, paths: {} };
  let nextChoice: 'mine' | 'theirs' = 'mine';

  const edit = async (d: Device, who: string, id: string, how: string) => {
    const local = await d.db.entries.get(id);
    const marker = `[save ${markers.length + 1} by ${who}, ${how}]`;
    markers.push(marker);
    result.saves += 1;
    await d.layer.save('cheezopedia_entries', { id, content: `${local?.content.split(' [save')[0] ?? 'Soak'} ${marker}` }, { baseVersion: local?.version });
  };

  // Pushes one record; a conflict is resolved, alternately keeping mine and taking theirs.
  const push = async (d: Device, id: string) => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const outcome = await d.layer.pushNow('cheezopedia_entries', id);
      if (outcome.kind === 'synced') return;
      if (outcome.kind !== 'conflict') throw new Error(`push: ${outcome.kind} ${'message' in outcome ? outcome.message : ''}`);
      const choice = nextChoice;
      nextChoice = choice === 'mine' ? 'theirs' : 'mine';
      await d.layer.resolveConflict('cheezopedia_entries', id, choice);
      if (choice === 'theirs') {
        result.conflictsTookTheirs += 1;
        return;
      }
      result.conflictsKeptMine += 1;
    }
    throw new Error('push: conflict after conflict');
  };

  while (result.saves < target) {
    const [d, who] = pick(devices);
    const roll = rand();
    if (roll < 0.55) {
      // Online: the device is up to date, then saves.
      await d.layer.pull();
      const id = pick(ids);
      await edit(d, who, id, 'online');
      await push(d, id);
    } else if (roll < 0.8) {
      // Offline: a few entries edited with the network down, sent when it is back.
      d.net.offline = true;
      const batch = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 4) }, () => pick(ids)))].slice(0, target - result.saves);
      for (const id of batch) {
        await edit(d, who, id, 'offline');
        result.offlineSaves += 1;
        await d.layer.pushNow('cheezopedia_entries', id);
      }
      // Meanwhile the other device may save one of them online (a conflict on return).
      const [other, otherWho] = devices.find(([x]) => x !== d)!;
      if (rand() < 0.5 && result.saves < target) {
        await other.layer.pull();
        const id = pick(batch);
        await edit(other, otherWho, id, 'online');
        await push(other, id);
      }
      d.net.offline = false;
      for (const id of batch) await push(d, id);
    } else {
      // A deliberate conflict: the other device saves first; this one saves on its stale copy.
      const [other, otherWho] = devices.find(([x]) => x !== d)!;
      await d.layer.pull();
      await other.layer.pull();
      const id = pick(ids);
      await edit(other, otherWho, id, 'online');
      await push(other, id);
      if (result.saves >= target) break;
      await edit(d, who, id, 'stale');
      await push(d, id);
    }
  }

  // Recoverable: the marker is in the current row or in a version history holds.
  const service = backend.service();
  const texts: string[] = [];
  const { data: rows, error } = await service.from('cheezopedia_entries').select('content').in('id', ids);
  if (error) throw new Error(error.message);
  for (const r of rows as { content: string }[]) texts.push(r.content);
  for (let from = 0; ; from += 1000) {
    const { data: versions, error: vError } = await service.from('row_versions').select('row_data,path').in('row_id', ids).order('id').range(from, from + 999);
    if (vError) throw new Error(vError.message);
    for (const v of versions as { row_data: { content?: string }; path: string }[]) {
      texts.push(v.row_data.content ?? '');
      result.paths[v.path] = (result.paths[v.path] ?? 0) + 1;
    }
    if (versions.length < 1000) break;
  }
  const all = texts.join('\n');
  for (const m of markers) {
    if (all.includes(m)) result.recoverable += 1;
    else result.missing.push(m);
  }
  return result;
}
