/**
 * /admin/links, "Broken links": every published entry's links that lead visitors to a page not
 * found (to no entry of ours, a draft, a scheduled or an archived entry), each entry with a link to
 * its builder. Computed on this device from its copy of the catalogue (an admin's device syncs every
 * entry), so it works offline and follows edits live (docs/decisions/0025-link-check.md).
 *
 * Links to an old slug of a published entry work (the old URL redirects): once the server's slug
 * history answers (online), they are listed apart, "Links to an old address", with the entry they
 * reach now; the builder updates them.
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAdminEntries } from '@/data/editing';
import { useOldSlugs } from '@/data/online';
import { LOADING } from '@/domain/messages';
import { brokenLinksReport, bySlug, reportSlugs, separateRenamed, siteOrigins } from '@/domain/internal-links';
import {
  BROKEN_LINKS_LEAD, BROKEN_LINKS_NONE, BROKEN_LINKS_PARTIAL, BROKEN_LINKS_TITLE, RENAMED_LINKS_HEADING, RENAMED_LINKS_LEAD,
  brokenLinksCount, linkProblemText, renamedLinkText,
} from '@/domain/messages/links';
import '../layout/admin.css';

export default function BrokenLinksPage() {
  const entries = useAdminEntries();
  const origins = useMemo(() => siteOrigins([window.location.origin]), []);
  const all = useMemo(() => (entries.data ? brokenLinksReport(entries.data, origins, Date.now()) : null), [entries.data, origins]);
  const asks = useMemo(() => {
    if (!all || !entries.data) return [];
    const known = bySlug(entries.data);
    return reportSlugs(all).map((slug) => ({ slug, holder: known.get(slug)?.id ?? null }));
  }, [all, entries.data]);
  const oldSlugs = useOldSlugs(asks);
  const report = useMemo(
    () => (all && entries.data && oldSlugs.pending.size === 0 ? separateRenamed(all, entries.data, origins, Date.now(), oldSlugs.ids) : null),
    [all, entries.data, origins, oldSlugs],
  );

  return (
    <section className="admin-page" aria-labelledby="links-title">
      <h1 id="links-title">{BROKEN_LINKS_TITLE}</h1>
      <p>{BROKEN_LINKS_LEAD}</p>
      {entries.partial && <p className="admin-message" role="status">{BROKEN_LINKS_PARTIAL}</p>}
      <div className="admin-card">
        {report === null ? (
          <p role="status">{LOADING}</p>
        ) : report.broken.length === 0 ? (
          <p role="status">{BROKEN_LINKS_NONE}</p>
        ) : (
          <>
            <p role="status">{brokenLinksCount(report.broken.length)}</p>
            <ul className="broken-links">
              {report.broken.map(({ entry, problems }) => (
                <li key={entry.id}>
                  <h2><Link to={`/admin/articles/edit/${entry.id}`}>{entry.title}</Link> <span className="broken-links-slug">/{entry.slug}</span></h2>
                  <ul>
                    {problems.map((p, i) => <li key={`${i}:${p.url}`}>{linkProblemText(p)}</li>)}
                  </ul>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {report && report.renamed.length > 0 && (
        <section className="admin-card" aria-labelledby="renamed-links-title">
          <h2 id="renamed-links-title">{RENAMED_LINKS_HEADING}</h2>
          <p>{RENAMED_LINKS_LEAD}</p>
          <ul className="broken-links">
            {report.renamed.map(({ entry, renamed }) => (
              <li key={entry.id}>
                <h3><Link to={`/admin/articles/edit/${entry.id}`}>{entry.title}</Link> <span className="broken-links-slug">/{entry.slug}</span></h3>
                <ul>
                  {renamed.map((r, i) => <li key={`${i}:${r.url}`}>{renamedLinkText(r)}</li>)}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
