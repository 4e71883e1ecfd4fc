/**
 * Old slugs of our entries, for the link check: which entry left a slug (the server's slug history,
 * public.entry_slug_history, which only admins may read). Online only: answers are kept for the
 * session in this module, keyed by the slug and the entry the device holds under that slug now (a
 * rename, here or on another device, changes that holder once pulled, and so asks again). Offline,
 * or for a partner (the table answers no rows), nothing is known: the link check then calls a link to
 * an old slug what it was before the history was read, a link to no entry of ours.
 */
import { useEffect, useMemo, useState } from 'react';
import { getSupabase } from '@/data/server';

/** A slug to ask about, with the id of the entry the device holds under it (null: none). */
export interface OldSlugAsk {
  slug: string;
  holder: string | null;
}

/** What the link check knows of old slugs. */
export interface OldSlugs {
  /** Old slug → id of the entry that left it (only slugs with such an entry). */
  ids: Map<string, string>;
  /** Some slugs are still being asked: not known yet whether they are old slugs. */
  pending: Set<string>;
}

/** Slugs per request: keeps the query string short. */
const CHUNK = 100;
/** The session's answers: ask key → entry id, or null (no old slug of any entry). */
const answers = new Map<string, string | null>();

const askKey = (a: OldSlugAsk): string => `${a.slug}\n${a.holder ?? ''}`;

/** Asks the server about the slugs of `asks` not answered yet this session; throws when it cannot answer. */
export async function fetchOldSlugs(asks: readonly OldSlugAsk[]): Promise<void> {
  const todo = asks.filter((a) => !answers.has(askKey(a)));
  if (todo.length === 0) return;
  const slugs = [...new Set(todo.map((a) => a.slug))];
  const found = new Map<string, string>();
  const supabase = await getSupabase();
  for (let i = 0; i < slugs.length; i += CHUNK) {
    const { data, error } = await supabase.from('entry_slug_history').select('slug,entry_id').in('slug', slugs.slice(i, i + CHUNK));
    if (error) throw new Error(error.message);
    for (const row of (data ?? []) as { slug: unknown; entry_id: unknown }[]) {
      if (typeof row.slug === 'string' && typeof row.entry_id === 'string') found.set(row.slug, row.entry_id);
    }
  }
  for (const a of todo) answers.set(askKey(a), found.get(a.slug) ?? null);
}

/**
 * The old slugs among `asks` (answered from the session's cache, the rest asked once). A slug the
 * server could not be asked about (offline) is neither pending nor an old slug.
 */
export function useOldSlugs(asks: readonly OldSlugAsk[]): OldSlugs {
  const key = asks.map(askKey).join('\u0001');
  const [answered, setAnswered] = useState(0);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (asks.every((a) => answers.has(askKey(a)))) return;
    let live = true;
    fetchOldSlugs(asks).then(
      () => live && setAnswered((n) => n + 1),
      () => live && setFailed(key),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asks again when the asked slugs or their holders change
  }, [key]);
  return useMemo(() => {
    const ids = new Map<string, string>();
    const pending = new Set<string>();
    for (const a of asks) {
      const k = askKey(a);
      if (answers.has(k)) {
        const id = answers.get(k);
        if (id) ids.set(a.slug, id);
      } else if (failed !== key) pending.add(a.slug);
    }
    return { ids, pending };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answers change only with `answered` and `failed`
  }, [key, answered, failed]);
}
