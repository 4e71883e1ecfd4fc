/**
 * The builder's link check: under the editor, the links of the article (the debounced markdown) that
 * would be dead for a visitor — to no entry of ours, to a draft, a scheduled or an archived entry —
 * each named by its text and URL. Asked of the device's copy (works offline). A link to an entry the
 * device has not pulled yet is not called missing before the first sync completed.
 */
import { useMemo } from 'react';
import { useLinkTargets } from '@/data/editing';
import { bySlug, extractLinks, linkedSlugs, linkProblems, siteOrigins } from '@/domain/internal-links';
import { LINK_CHECK_HEADING, linkProblemCount, linkProblemText } from '@/domain/messages/links';

export interface LinkWarningsProps {
  /** The article's markdown (debounced by the caller). */
  content: string;
  /** The entry being edited (its own slug is never a problem of its own text). */
  selfId: string | null;
  /** The site's origin: absolute links to it are internal. */
  origin: string;
}

export function LinkWarnings({ content, selfId, origin }: LinkWarningsProps) {
  const origins = useMemo(() => siteOrigins([origin]), [origin]);
  const links = useMemo(() => extractLinks(content), [content]);
  const slugs = useMemo(() => linkedSlugs(links, origins), [links, origins]);
  const targets = useLinkTargets(slugs);
  const problems = useMemo(() => {
    if (!targets) return [];
    const found = linkProblems(links, bySlug(targets.entries), origins, Date.now(), selfId);
    return targets.complete ? found : found.filter((p) => p.kind !== 'missing');
  }, [targets, links, origins, selfId]);

  return (
    // A status region present from the start, so that screen readers hear the warnings as they come.
    <div className="link-warnings" role="status" aria-label={LINK_CHECK_HEADING}>
      {problems.length > 0 && (
        <>
          <h2 className="link-warnings-heading">{linkProblemCount(problems.length)}</h2>
          <ul>
            {problems.map((p, i) => <li key={`${i}:${p.url}`}>{linkProblemText(p)}</li>)}
          </ul>
        </>
      )}
    </div>
  );
}
