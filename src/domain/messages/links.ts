/**
 * The link check's texts (the spec has none): the builder's warnings, the back office's "Broken
 * links" page, and what the delete and unpublish questions add when other entries link to the entry.
 */
import { formatDate, type DateFormatOptions } from '../dates';
import type { LinkProblem, RenamedLink } from '../internal-links';

export const LINK_CHECK_HEADING = 'Links to check';
export const BROKEN_LINKS_TITLE = 'Broken links';
export const BROKEN_LINKS_LEAD = 'Links in published entries that lead visitors to a page not found: to no entry of ours, a draft, a scheduled or an archived entry.';
export const BROKEN_LINKS_NONE = 'No broken links: every link between our published entries works.';
export const RENAMED_LINKS_HEADING = 'Links to an old address';
export const RENAMED_LINKS_LEAD = 'These links still work: the old address redirects to the entry\'s current one. Open the entry and update them to save visitors a redirect.';
export const BROKEN_LINKS_PARTIAL = 'The device has not finished its first sync: this list may miss entries.';

/** 'The link "Aged Gouda" (/aged-gouda) goes to no entry of ours.' and the other kinds. */
export function linkProblemText(p: LinkProblem, dates: DateFormatOptions = {}): string {
  const link = `The link "${p.text || p.url}" (${p.url})`;
  switch (p.kind) {
    case 'missing':
      return `${link} goes to no entry of ours: visitors would find a page not found.`;
    case 'draft':
      return `${link} goes to "${p.title}", a draft: visitors would find a page not found until it is published.`;
    case 'scheduled':
      return `${link} goes to "${p.title}", scheduled for ${formatDate(p.publishAt, { ...dates, time: true })}: visitors would find a page not found until then.`;
    case 'archived':
      return `${link} goes to "${p.title}", archived: visitors would find a page not found.`;
  }
}

/**
 * A link to an old slug (it works through the redirect):
 * 'The link "Aged Gouda" (/old-gouda) goes to an old address of "Aged Gouda": it still works, and its current URL is /aged-gouda.'
 */
export function renamedLinkText(r: RenamedLink): string {
  return `The link "${r.text || r.url}" (${r.url}) goes to an old address of "${r.title}": it still works, and its current URL is ${r.currentUrl}.`;
}

/** The builder's action on such a link: 'Update to /aged-gouda'. */
export const renamedLinkAction = (r: RenamedLink): string => `Update to ${r.currentUrl}`;

/** The builder's note heading: '1 link to an old address', '2 links to an old address'. */
export const renamedLinkCount = (n: number): string => `${n} ${n === 1 ? 'link' : 'links'} to an old address`;

/** How many links the builder flags: '1 link to check', '3 links to check'. */
export const linkProblemCount = (n: number): string => `${n} ${n === 1 ? 'link' : 'links'} to check`;

/** The report's count: '2 entries with broken links'. */
export const brokenLinksCount = (n: number): string => `${n} ${n === 1 ? 'entry' : 'entries'} with broken links`;

/** How many titles a question names before 'and N more'. */
export const LINKERS_NAMED = 5;

/**
 * What the delete and unpublish questions add when published entries link to the entry:
 * ' 2 published entries link to it, and those links will stop working: "Brie Basics", "Wine Night".'
 * Empty when none does.
 */
export function linkedFromNotice(titles: readonly string[]): string {
  if (titles.length === 0) return '';
  const named = titles.slice(0, LINKERS_NAMED).map((t) => `"${t}"`).join(', ');
  const more = titles.length > LINKERS_NAMED ? ` and ${titles.length - LINKERS_NAMED} more` : '';
  const who = titles.length === 1 ? '1 published entry links to it, and that link' : `${titles.length} published entries link to it, and those links`;
  return ` ${who} will stop working: ${named}${more}.`;
}
