/**
 * Links between our own entries: which links of a markdown body point at one of our entries, and
 * which of those would be dead for a visitor (no such entry, a draft, a scheduled or an archived one).
 * The builder checks the article being written; the back office's "Broken links" page checks every
 * published entry; the delete and unpublish questions name the entries that link to the one going.
 *
 * Written by hand rather than with the markdown parser the pages render with (mdast): the report
 * scans every entry of the catalogue on the admin's device, and one linear pass of regular
 * expressions per line is what keeps 10,000 entries quick (docs/decisions/0025-link-check.md).
 * It reads what the page renders as links: inline links `[text](url)`, autolinks `<url>`, and bare
 * `https://` URLs (remark-gfm links them), never images and nothing inside code.
 */
import { markdownLines } from './reading-time';
import { entryStatus, type EntryStatus } from './entry-status';
import { isPagePathSlug, isValidSlug } from './slug';
import type { Entry } from './types';
import { deleteConfirm } from './messages/account';
import { linkedFromNotice } from './messages/links';

/** A link as written: its text (the URL itself for autolinks and bare URLs) and its target. */
export interface MarkdownLink {
  text: string;
  url: string;
}

/** What a link points at. */
export type LinkTarget =
  | { kind: 'entry'; slug: string }
  /** One of the site's own pages (/, /discover, /search, /cheese-types/…, the account pages). */
  | { kind: 'page' }
  /** A place in the same page (`#ingredients`). */
  | { kind: 'anchor' }
  /** Another site, mail, telephone: not ours to check. */
  | { kind: 'external' };

// [text](url) or [text](<url> "title"), not preceded by '!' (an image). Text may hold one level of
// brackets ("[see [this]](…)" is rare; nested deeper is left out) and stays on one line (an
// unclosed '[' never pairs with a link paragraphs later).
const INLINE_LINK_RE = /(!?)\[((?:[^[\]\n]|\[[^\]\n]*\])*)\]\(\s*(<[^>]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g;
const AUTOLINK_RE = /<((?:https?:\/\/|mailto:)[^>\s]+)>/gi;
const BARE_URL_RE = /https?:\/\/[^\s<>()[\]]+/gi;
const CODE_SPAN_RE = /(`+)[^`]*?\1/g;
/** Trailing punctuation GFM leaves out of a bare URL. */
const TRAILING_PUNCT_RE = /[.,:;!?'"*_~]+$/;

/**
 * Every link of a markdown body (fenced code and code spans skipped): inline links in the order
 * written, then autolinks, then bare URLs.
 */
export function extractLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  // Most bodies have no fenced code: read them whole, without splitting them into lines.
  if (!markdown.includes('```') && !markdown.includes('~~~')) {
    linksOfText(markdown, links);
    return links;
  }
  for (const [line, prose] of markdownLines(markdown)) if (prose) linksOfText(line, links);
  return links;
}

/** The links of prose (no fenced code in it), appended to `links` in order of kind then place. */
function linksOfText(prose: string, links: MarkdownLink[]): void {
  let text = prose.includes('`') ? prose.replace(CODE_SPAN_RE, ' ') : prose;
  if (text.includes('](')) {
    text = text.replace(INLINE_LINK_RE, (_m, bang: string, label: string, target: string) => {
      if (!bang) links.push({ text: label.trim(), url: target.startsWith('<') ? target.slice(1, -1) : target });
      return ' ';
    });
  }
  if (text.includes('<')) {
    text = text.replace(AUTOLINK_RE, (_m, url: string) => {
      links.push({ text: url, url });
      return ' ';
    });
  }
  if (text.includes('http')) {
    for (const m of text.matchAll(BARE_URL_RE)) {
      const url = m[0].replace(TRAILING_PUNCT_RE, '');
      links.push({ text: url, url });
    }
  }
}

/**
 * Normalised origins of the site (`https://cheezopedia.com`): absolute links to them are internal.
 * Anything unparseable is left out.
 */
export function siteOrigins(origins: readonly string[]): string[] {
  const out: string[] = [];
  for (const o of origins) {
    try {
      const u = new URL(o);
      if (u.protocol === 'http:' || u.protocol === 'https:') out.push(u.origin);
    } catch {
      // not a URL: ignored
    }
  }
  return out;
}

/**
 * Where a link goes: one of our entries (by slug), one of our pages, an anchor, or elsewhere.
 * `origins` as siteOrigins() answers them (normalised once by the caller: this runs per link).
 */
export function classifyLink(url: string, origins: readonly string[]): LinkTarget {
  const href = url.trim();
  if (href === '' || href.startsWith('#')) return { kind: 'anchor' };
  if (href.startsWith('/')) return href.startsWith('//') ? { kind: 'external' } : classifyPath(href);
  const lower = href.slice(0, 64).toLowerCase();
  for (const origin of origins) {
    if (!lower.startsWith(origin)) continue;
    const rest = href.slice(origin.length);
    if (rest === '') return { kind: 'page' };
    if (rest[0] === '/' || rest[0] === '?' || rest[0] === '#') return classifyPath(rest[0] === '/' ? rest : `/${rest}`);
  }
  // Any scheme (another site, mailto:, tel:) is not ours.
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return { kind: 'external' };
  // A relative link without '/' ('brie'): the page resolves it against /{slug}, i.e. /brie.
  return /^[a-z0-9-]+(?:[?#].*)?$/i.test(href) ? classifyPath(`/${href}`) : { kind: 'external' };
}

function classifyPath(pathWithQuery: string): LinkTarget {
  const path = pathWithQuery.replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'page' };
  let first: string;
  try {
    first = decodeURIComponent(segments[0]);
  } catch {
    return { kind: 'entry', slug: segments[0] };
  }
  if (isPagePathSlug(first) || first.includes('.')) return { kind: 'page' };
  // /{slug}/more is no entry's URL: the site answers it with its not-found page.
  if (segments.length > 1) return { kind: 'entry', slug: segments.join('/') };
  return { kind: 'entry', slug: first };
}

/** What a visitor following the link would find. */
export type LinkProblemKind = 'missing' | 'draft' | 'scheduled' | 'archived';

/** A link to one of our entries that would be dead for a visitor. */
export interface LinkProblem {
  text: string;
  url: string;
  slug: string;
  kind: LinkProblemKind;
  /** The linked entry's title, when there is one. */
  title?: string;
  /** A scheduled entry's publication time (ISO). */
  publishAt?: string;
}

/** What the link check needs of an entry. */
export type LinkTargetEntry = Pick<Entry, 'id' | 'slug' | 'title' | 'published_at' | 'archived_at'>;

/** The distinct entry slugs a body links to (what the device is asked about). */
export function linkedSlugs(links: readonly MarkdownLink[], origins: readonly string[]): string[] {
  const slugs = new Set<string>();
  for (const l of links) {
    const t = classifyLink(l.url, origins);
    if (t.kind === 'entry') slugs.add(t.slug);
  }
  return [...slugs];
}

const NO_OLD_SLUGS: ReadonlyMap<string, LinkTargetEntry> = new Map();

/**
 * A link to an old slug of one of our public entries: it works (the old URL answers a permanent
 * redirect to the current one), but it names an old address the text can be updated from.
 */
export interface RenamedLink {
  text: string;
  url: string;
  /** The old slug the link names. */
  slug: string;
  /** The slug the entry has now. */
  currentSlug: string;
  /** The link's URL with the current slug (origin, query and anchor kept): what "update" writes. */
  currentUrl: string;
  /** The entry's title. */
  title: string;
}

/** What the link check says of a body's links: the dead ones, and the ones to an old address. */
export interface LinkCheck {
  problems: LinkProblem[];
  renamed: RenamedLink[];
}

/**
 * Where an old slug leads, the way the site's redirect answers it (public.entry_redirect): to the
 * entry that left it (`oldSlugs`: old slug → that entry as the device holds it now) when that entry
 * is public and holds another slug, and no public entry holds the old slug (a public entry holding
 * it wins). Null: no redirect.
 */
export function redirectTarget(
  slug: string,
  known: ReadonlyMap<string, LinkTargetEntry>,
  oldSlugs: ReadonlyMap<string, LinkTargetEntry>,
  now: number,
): LinkTargetEntry | null {
  const holder = known.get(slug);
  if (holder && entryStatus(holder, now) === 'published') return null;
  const target = oldSlugs.get(slug);
  if (!target || target.slug === slug || !isValidSlug(target.slug) || entryStatus(target, now) !== 'published') return null;
  return target;
}

/**
 * The links of `links` that would be dead for a visitor at `now`, given the entries `known` by slug
 * (the device's copy), and those that name an old slug of a public entry (`oldSlugs`, see
 * redirectTarget): these work, and are not problems. In extractLinks' order; a link to the entry
 * itself (`selfId`) is never a problem of its own text.
 */
export function checkLinks(
  links: readonly MarkdownLink[],
  known: ReadonlyMap<string, LinkTargetEntry>,
  origins: readonly string[],
  now: number,
  selfId: string | null = null,
  oldSlugs: ReadonlyMap<string, LinkTargetEntry> = NO_OLD_SLUGS,
): LinkCheck {
  const problems: LinkProblem[] = [];
  const renamed: RenamedLink[] = [];
  for (const link of links) {
    const target = classifyLink(link.url, origins);
    if (target.kind !== 'entry') continue;
    const moved = oldSlugs.size > 0 && isValidSlug(target.slug) ? redirectTarget(target.slug, known, oldSlugs, now) : null;
    if (moved) {
      renamed.push({
        ...link, slug: target.slug, currentSlug: moved.slug, currentUrl: urlWithSlug(link.url, moved.slug, origins), title: moved.title,
      });
      continue;
    }
    const entry = known.get(target.slug);
    if (!entry || !isValidSlug(target.slug)) {
      problems.push({ ...link, slug: target.slug, kind: 'missing' });
      continue;
    }
    if (entry.id === selfId) continue;
    const status: EntryStatus = entryStatus(entry, now);
    if (status === 'published') continue;
    problems.push({
      ...link,
      slug: target.slug,
      kind: status,
      title: entry.title,
      ...(status === 'scheduled' && entry.published_at ? { publishAt: entry.published_at } : {}),
    });
  }
  return { problems, renamed };
}

/** The links of `links` that would be dead for a visitor at `now` (checkLinks without old slugs). */
export function linkProblems(
  links: readonly MarkdownLink[],
  known: ReadonlyMap<string, LinkTargetEntry>,
  origins: readonly string[],
  now: number,
  selfId: string | null = null,
): LinkProblem[] {
  return checkLinks(links, known, origins, now, selfId).problems;
}

/**
 * A link's URL (to one of our entries, as classifyLink reads it) naming `slug` instead: the site's
 * origin when the URL has one, then `/slug`, then its query and anchor. A bare relative target
 * (`brie`) becomes `/slug`.
 */
export function urlWithSlug(url: string, slug: string, origins: readonly string[]): string {
  const href = url.trim();
  let prefix = '';
  let rest = href;
  const lower = href.slice(0, 64).toLowerCase();
  for (const origin of origins) {
    if (lower.startsWith(origin) && /^[/?#]?$/.test(href.charAt(origin.length))) {
      prefix = href.slice(0, origin.length);
      rest = href.slice(origin.length);
      break;
    }
  }
  const suffix = rest.match(/[?#].*$/)?.[0] ?? '';
  return `${prefix}/${slug}${suffix}`;
}

/**
 * `markdown` with every link to exactly `url` pointing at `next` instead: inline links keep their
 * text and title, autolinks and bare URLs become `next` (absolute when `url` was). Code (fenced or
 * in spans) and images are left as written; so is everything else.
 */
export function replaceLinkUrl(markdown: string, url: string, next: string): string {
  if (url === '' || url === next || !markdown.includes(url)) return markdown;
  return Array.from(markdownLines(markdown), ([line, prose]) => (prose ? replaceOutsideCode(line, url, next) : line)).join('\n');
}

/** Applies `each` to the parts of `text` between the matches of `re`, `match` to the matches. */
function mapBetween(text: string, re: RegExp, match: (m: RegExpMatchArray) => string, each: (part: string) => string): string {
  let out = '';
  let at = 0;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    out += each(text.slice(at, start)) + match(m);
    at = start + m[0].length;
  }
  return out + each(text.slice(at));
}

function replaceOutsideCode(line: string, url: string, next: string): string {
  if (!line.includes(url)) return line;
  return mapBetween(line, CODE_SPAN_RE, (m) => m[0], (prose) => mapBetween(
    prose,
    INLINE_LINK_RE,
    (m) => {
      const [whole, bang, label, target] = m;
      const written = target.startsWith('<') ? target.slice(1, -1) : target;
      if (bang || written !== url) return whole;
      const head = `${bang}[${label}](`;
      const tail = whole.slice(head.length);
      const i = tail.indexOf(target);
      const replaced = target.startsWith('<') ? `<${next}>` : next;
      return head + tail.slice(0, i) + replaced + tail.slice(i + target.length);
    },
    (text) => mapBetween(
      text,
      AUTOLINK_RE,
      (m) => (m[1] === url && /^https?:\/\//i.test(next) ? `<${next}>` : m[0]),
      (rest) => rest.replace(BARE_URL_RE, (found) => {
        const bare = found.replace(TRAILING_PUNCT_RE, '');
        return bare === url ? next + found.slice(bare.length) : found;
      }),
    ),
  ));
}

/** Entries by slug, for linkProblems. */
export function bySlug<T extends LinkTargetEntry>(entries: readonly T[]): Map<string, T> {
  return new Map(entries.map((e) => [e.slug, e]));
}

/** One published entry's dead links, for the back office's report. */
export interface EntryLinkReport {
  entry: Pick<Entry, 'id' | 'slug' | 'title'>;
  problems: LinkProblem[];
}

/** One published entry's links to an old address of another entry (they work; they can be updated). */
export interface EntryRenamedReport {
  entry: Pick<Entry, 'id' | 'slug' | 'title'>;
  renamed: RenamedLink[];
}

/**
 * Every entry public at `now` with at least one link that is dead for visitors (`broken`), and with
 * at least one link to an old slug of a public entry (`renamed`, given `oldSlugIds`: old slug → id
 * of the entry that left it), entries in title order. `entries` is the whole catalogue (an admin's
 * device holds every entry).
 */
export function linksReport(
  entries: readonly (LinkTargetEntry & Pick<Entry, 'content'>)[],
  origins: readonly string[],
  now: number,
  oldSlugIds: ReadonlyMap<string, string> = new Map(),
): { broken: EntryLinkReport[]; renamed: EntryRenamedReport[] } {
  return separateRenamed(brokenLinksReport(entries, origins, now), entries, origins, now, oldSlugIds);
}

/**
 * A broken-links report with the links to an old slug of a public entry taken out into `renamed`
 * (they work). Only the report's links are read again: the catalogue is not scanned twice.
 */
export function separateRenamed(
  report: readonly EntryLinkReport[],
  entries: readonly LinkTargetEntry[],
  origins: readonly string[],
  now: number,
  oldSlugIds: ReadonlyMap<string, string>,
): { broken: EntryLinkReport[]; renamed: EntryRenamedReport[] } {
  if (oldSlugIds.size === 0) return { broken: [...report], renamed: [] };
  const known = bySlug(entries);
  const oldSlugs = resolveOldSlugs(oldSlugIds, entries);
  const broken: EntryLinkReport[] = [];
  const renamed: EntryRenamedReport[] = [];
  for (const { entry, problems } of report) {
    const dead: LinkProblem[] = [];
    const moved: RenamedLink[] = [];
    for (const p of problems) {
      const target = isValidSlug(p.slug) ? redirectTarget(p.slug, known, oldSlugs, now) : null;
      if (!target) dead.push(p);
      else moved.push({ text: p.text, url: p.url, slug: p.slug, currentSlug: target.slug, currentUrl: urlWithSlug(p.url, target.slug, origins), title: target.title });
    }
    if (dead.length > 0) broken.push({ entry, problems: dead });
    if (moved.length > 0) renamed.push({ entry, renamed: moved });
  }
  return { broken, renamed };
}

/** The slugs of a report's dead links (what could be old slugs), each once. */
export function reportSlugs(report: readonly EntryLinkReport[]): string[] {
  return [...new Set(report.flatMap((r) => r.problems.map((p) => p.slug)))].filter(isValidSlug);
}

/**
 * Every entry public at `now` with at least one link that is dead for visitors (old slugs unknown:
 * a link to one is called missing), entries in title order. `entries` is the whole catalogue.
 */
export function brokenLinksReport(entries: readonly (LinkTargetEntry & Pick<Entry, 'content'>)[], origins: readonly string[], now: number): EntryLinkReport[] {
  const known = bySlug(entries);
  const out: EntryLinkReport[] = [];
  for (const e of entries) {
    if (entryStatus(e, now) !== 'published' || !e.content) continue;
    const problems = linkProblems(extractLinks(e.content), known, origins, now, e.id);
    if (problems.length > 0) out.push({ entry: { id: e.id, slug: e.slug, title: e.title }, problems });
  }
  return out.sort((a, b) => a.entry.title.localeCompare(b.entry.title));
}

/** Old slug → the entry (of `entries`) that left it, from old slug → entry id; unknown ids left out. */
export function resolveOldSlugs<T extends LinkTargetEntry>(oldSlugIds: ReadonlyMap<string, string>, entries: readonly T[]): Map<string, T> {
  const out = new Map<string, T>();
  if (oldSlugIds.size === 0) return out;
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const [slug, id] of oldSlugIds) {
    const e = byId.get(id);
    if (e) out.set(slug, e);
  }
  return out;
}

/**
 * The slugs `links` name that no entry public at `now` holds (among `known`): the ones an old slug
 * could explain (what the device asks the server's slug history about).
 */
export function unresolvedSlugs(links: readonly MarkdownLink[], known: ReadonlyMap<string, LinkTargetEntry>, origins: readonly string[], now: number): string[] {
  return linkedSlugs(links, origins).filter((slug) => {
    const e = known.get(slug);
    return isValidSlug(slug) && !(e && entryStatus(e, now) === 'published');
  });
}

/**
 * The entries other than `target` whose body links to `target`'s slug, title order (what deleting
 * or unpublishing `target` would break). Only public entries count: a draft's links are not live.
 */
export function entriesLinkingTo(
  target: Pick<Entry, 'id' | 'slug'>,
  entries: readonly (LinkTargetEntry & Pick<Entry, 'content'>)[],
  origins: readonly string[],
  now: number,
): Pick<Entry, 'id' | 'slug' | 'title'>[] {
  if (!target.slug || !isValidSlug(target.slug)) return [];
  // A link names the slug after '/' (or as a bare relative target) and not as the start of a longer
  // slug: most bodies are skipped by this test alone, without reading their links.
  const mentions = new RegExp(`(?:/|\\(<?)${target.slug}(?![a-z0-9-])`);
  const out: Pick<Entry, 'id' | 'slug' | 'title'>[] = [];
  for (const e of entries) {
    if (e.id === target.id || !e.content || !mentions.test(e.content) || entryStatus(e, now) !== 'published') continue;
    if (linkedSlugs(extractLinks(e.content), origins).includes(target.slug)) out.push({ id: e.id, slug: e.slug, title: e.title });
  }
  return out.sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * The list page's delete question for an entry: the spec's "Are you sure you want to delete …?",
 * then which published entries link to it (their links would stop working).
 */
export function deleteEntryConfirm(
  target: Pick<Entry, 'id' | 'slug' | 'title'>,
  entries: readonly (LinkTargetEntry & Pick<Entry, 'content'>)[],
  origins: readonly string[],
  now: number,
): string {
  return deleteConfirm(target.title) + linkedFromNotice(entriesLinkingTo(target, entries, origins, now).map((e) => e.title));
}
