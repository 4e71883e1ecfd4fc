/**
 * The builder's link check: under the editor, the links of the article (the debounced markdown) that
 * would be dead for a visitor — to no entry of ours, to a draft, a scheduled or an archived entry —
 * each named by its text and URL. Asked of the device's copy (works offline). A link to an entry the
 * device has not pulled yet is not called missing before the first sync completed.
 *
 * A link to an old slug of a published entry works (the old URL redirects): when the server's slug
 * history can be read (online, as an admin), such a link gets a quiet note with its current URL and
 * an action that writes that URL into the text. Otherwise it is checked as before the history existed.
 */
import { useMemo } from 'react';
import { useEntriesById, useLinkTargets } from '@/data/editing';
import { useOldSlugs } from '@/data/online';
import { bySlug, checkLinks, extractLinks, linkedSlugs, resolveOldSlugs, siteOrigins, unresolvedSlugs, type RenamedLink } from '@/domain/internal-links';
import {
  LINK_CHECK_HEADING, linkProblemCount, linkProblemText, renamedLinkAction, renamedLinkCount, renamedLinkText,
} from '@/domain/messages/links';

export interface LinkWarningsProps {
  /** The article's markdown (debounced by the caller). */
  content: string;
  /** The entry being edited (its own slug is never a problem of its own text). */
  selfId: string | null;
  /** The site's origin: absolute links to it are internal. */
  origin: string;
  /** Writes `link.currentUrl` in place of `link.url` in the article's text. */
  onUpdateLink: (link: RenamedLink) => void;
}

const NO_IDS: string[] = [];

export function LinkWarnings({ content, selfId, origin, onUpdateLink }: LinkWarningsProps) {
  const origins = useMemo(() => siteOrigins([origin]), [origin]);
  const links = useMemo(() => extractLinks(content), [content]);
  const slugs = useMemo(() => linkedSlugs(links, origins), [links, origins]);
  const targets = useLinkTargets(slugs);
  const known = useMemo(() => bySlug(targets?.entries ?? []), [targets]);
  const asks = useMemo(
    () => (targets ? unresolvedSlugs(links, known, origins, Date.now()).map((slug) => ({ slug, holder: known.get(slug)?.id ?? null })) : []),
    [targets, links, known, origins],
  );
  const oldSlugs = useOldSlugs(asks);
  const movedIds = useMemo(() => (oldSlugs.ids.size === 0 ? NO_IDS : [...new Set(oldSlugs.ids.values())].sort()), [oldSlugs]);
  const moved = useEntriesById(movedIds);
  const check = useMemo(() => {
    if (!targets) return { problems: [], renamed: [] };
    const movedRead = moved?.key === movedIds.join('\n');
    const found = checkLinks(links, known, origins, Date.now(), selfId, resolveOldSlugs(oldSlugs.ids, movedRead ? moved.entries : []));
    // A slug still being asked about (or whose entry is being read) may be an old address: not
    // called missing until answered.
    const waiting = (slug: string) => oldSlugs.pending.has(slug) || (!movedRead && oldSlugs.ids.has(slug));
    const problems = found.problems.filter((p) => p.kind !== 'missing' || (targets.complete && !waiting(p.slug)));
    return { problems, renamed: found.renamed };
  }, [targets, links, known, origins, selfId, oldSlugs, moved, movedIds]);

  return (
    // A status region present from the start, so that screen readers hear the warnings as they come.
    <div className="link-warnings" role="status" aria-label={LINK_CHECK_HEADING}>
      {check.problems.length > 0 && (
        <div className="link-problems">
          <h2 className="link-warnings-heading">{linkProblemCount(check.problems.length)}</h2>
          <ul>
            {check.problems.map((p, i) => <li key={`${i}:${p.url}`}>{linkProblemText(p)}</li>)}
          </ul>
        </div>
      )}
      {check.renamed.length > 0 && (
        <div className="link-notes">
          <h2 className="link-warnings-heading">{renamedLinkCount(check.renamed.length)}</h2>
          <ul>
            {check.renamed.map((r, i) => (
              <li key={`${i}:${r.url}`}>
                {renamedLinkText(r)}{' '}
                <button type="button" className="btn btn-outline btn-small" onClick={() => onUpdateLink(r)}>{renamedLinkAction(r)}</button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
