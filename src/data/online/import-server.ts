/**
 * Server calls of the import wizard (the import RPCs) and the reads it needs: every cheese's id and name (pairing rows are resolved against
 * them) and which imported ids exist (to settle a batch whose answer was lost). Paginated: Supabase
 * answers at most 1000 rows per request.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ImportEntity } from '@/domain/csv/mapping';
import { getSupabase } from '@/data/server';

/** A cheese as the pairing import resolves names against it. */
export interface CheeseRef {
  id: string;
  name: string;
}

/** What an import RPC answered. */
export interface RpcAnswer {
  data: unknown;
  error: { message: string; code?: string } | null;
  status: number;
}

/**
 * One atomic multi-row call of an import RPC (no error = every row written). `importId` names the
 * import run the call belongs to: the activity log shows one event per run, however many calls.
 */
export type ImportRpc = (fn: 'import_cheeses' | 'import_pairings' | 'update_imported_cheeses', rows: Record<string, unknown>[], importId?: string) => Promise<RpcAnswer>;

/** The request header naming an import run (read by the activity log's import trigger). */
export const IMPORT_ID_HEADER = 'x-import-id';
/** Which of `ids` exist in the table (null when that cannot be found out). */
export type VerifyIds = (entity: ImportEntity, ids: string[]) => Promise<Set<string> | null>;

const PAGE = 1000;

/** All cheeses' id and name, ordered by id. */
export async function loadCheeseRefs(supabase: SupabaseClient): Promise<CheeseRef[]> {
  const out: CheeseRef[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await supabase.from('cheeses').select('id,name').order('id').range(from, from + PAGE - 1);
    if (error) throw new Error(error.message);
    const rows = (data ?? []) as CheeseRef[];
    out.push(...rows);
    if (rows.length < PAGE) return out;
  }
}

/** The RPC transport over a supabase-js client. */
export function supabaseRpc(supabase: SupabaseClient): ImportRpc {
  return async (fn, rows, importId) => {
    const call = supabase.rpc(fn, { rows });
    const { data, error, status } = await (importId ? call.setHeader(IMPORT_ID_HEADER, importId) : call);
    return { data, error: error ? { message: error.message, code: error.code } : null, status };
  };
}

/** Which of `ids` exist in the entity's table. */
export function supabaseVerify(supabase: SupabaseClient): VerifyIds {
  return async (entity: ImportEntity, ids: string[]) => {
    const found = new Set<string>();
    for (let i = 0; i < ids.length; i += 200) {
      const { data, error } = await supabase.from(entity).select('id').in('id', ids.slice(i, i + 200));
      if (error) return null;
      for (const r of (data ?? []) as { id: string }[]) found.add(r.id);
    }
    return found;
  };
}

/** The app's import transport over its (lazily loaded) client. */
export const importServer = {
  loadCheeseRefs: async (): Promise<CheeseRef[]> => loadCheeseRefs(await getSupabase()),
  rpc: (async (fn, rows, importId) => supabaseRpc(await getSupabase())(fn, rows, importId)) as ImportRpc,
  verify: (async (entity, ids) => supabaseVerify(await getSupabase())(entity, ids)) as VerifyIds,
};
