/**
 * /admin/links, "Broken links": every published entry's links that lead visitors to a page not
 * found (to no entry of ours, a draft, a scheduled or an archived entry), each entry with a link to
 * its builder. Computed on this device from its copy of the catalogue (an admin's device syncs every
 * entry), so it works offline and follows edits live (docs/decisions/0025-link-check.md).
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAdminEntries } from '@/data/editing';
import { LOADING } from '@/domain/messages';
import { brokenLinksReport, siteOrigins } from '@/domain/internal-links';
import {
  BROKEN_LINKS_LEAD, BROKEN_LINKS_NONE, BROKEN_LINKS_PARTIAL, BROKEN_LINKS_TITLE, brokenLinksCount, linkProblemText,
} from '@/domain/messages/links';
import '../layout/admin.css';

export default function BrokenLinksPage() {
  const entries = useAdminEntries();
  const report = useMemo(
    () => (entries.data ? brokenLinksReport(entries.data, siteOrigins([window.location.origin]), Date.now()) : null),
    [entries.data],
  );

  return (
    <section className="admin-page" aria-labelledby="links-title">
      <h1 id="links-title">{BROKEN_LINKS_TITLE}</h1>
      <p>{BROKEN_LINKS_LEAD}</p>
      {entries.partial && <p className="admin-message" role="status">{BROKEN_LINKS_PARTIAL}</p>}
      <div className="admin-card">
        {report === null ? (
          <p role="status">{LOADING}</p>
        ) : report.length === 0 ? (
          <p role="status">{BROKEN_LINKS_NONE}</p>
        ) : (
          <>
            <p role="status">{brokenLinksCount(report.length)}</p>
            <ul className="broken-links">
              {report.map(({ entry, problems }) => (
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
    </section>
  );
}
