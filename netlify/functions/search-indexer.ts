/**
 * Netlify Scheduled Function: every minute, indexes what saves left to index — the rest of a long
 * entry body, and the lexicon's word changes — one bounded step at a time for up to
 * INDEXER_DEFAULTS.budgetMs (SEARCH_INDEXER_BUDGET_MS overrides it). Not reachable by URL in
 * production (Netlify runs it on its schedule); the local backend runs this same handler on a timer
 * (supabase/local/functions/scheduler.ts). Why it exists: docs/decisions/0013-site-search.md, "Saving
 * stays cheap".
 * Side effects: RPCs to the database (service role).
 */
import { INDEXER_DEFAULTS, runIndexer, type IndexStep } from '../lib/search-indexer';
import { restError, serviceRest } from '../lib/service-rest';

export default async function searchIndexer(): Promise<Response> {
  const rest = serviceRest();
  const budget = Number(process.env.SEARCH_INDEXER_BUDGET_MS);
  const report = await runIndexer({
    budgetMs: Number.isInteger(budget) && budget > 0 ? budget : INDEXER_DEFAULTS.budgetMs,
    step: async () => {
      const { data, error, status } = await rest.rpc('search_index_step', {});
      if (error) throw restError('search_index_step', status, error);
      return data as IndexStep;
    },
  });
  return Response.json(report);
}

export const config = { schedule: '* * * * *' };
