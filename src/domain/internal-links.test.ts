import { describe, expect, it } from 'vitest';
import {
  brokenLinksReport, classifyLink, deleteEntryConfirm, entriesLinkingTo, extractLinks, linkedSlugs, linkProblems, bySlug, type LinkTargetEntry,
} from './internal-links';
import { linkedFromNotice, linkProblemText } from './messages/links';

const SITE = 'https://cheezopedia.com';
const NOW = Date.parse('2026-11-28T12:00:00Z');
const entry = (slug: string, over: Partial<LinkTargetEntry & { content: string }> = {}) => ({
  id: `id-${slug}`, slug, title: slug.replace(/-/g, ' '), published_at: '2026-11-01T00:00:00Z', archived_at: null, content: '', ...over,
});

describe('extractLinks', () => {
  it.each([
    ['[Brie](/brie)', [{ text: 'Brie', url: '/brie' }]],
    ['See [the guide](https://cheezopedia.com/comte-guide "Comté") now.', [{ text: 'the guide', url: 'https://cheezopedia.com/comte-guide' }]],
    ['[a](</with space>)', [{ text: 'a', url: '/with space' }]],
    ['<https://example.com/x>', [{ text: 'https://example.com/x', url: 'https://example.com/x' }]],
    ['Read https://cheezopedia.com/brie.', [{ text: 'https://cheezopedia.com/brie', url: 'https://cheezopedia.com/brie' }]],
    ['![alt](/brie.jpg)', []],
    ['`[code](/not-a-link)` and [real](/real)', [{ text: 'real', url: '/real' }]],
    ['```\n[in fence](/nope)\n```\n[after](/after)', [{ text: 'after', url: '/after' }]],
    ['[one](/one) and [two](#two)', [{ text: 'one', url: '/one' }, { text: 'two', url: '#two' }]],
    ['[wiki](https://en.wikipedia.org/wiki/Brie_(cheese))', [{ text: 'wiki', url: 'https://en.wikipedia.org/wiki/Brie_(cheese)' }]],
    ['plain text with no link', []],
  ])('%s', (md, links) => {
    expect(extractLinks(md)).toEqual(links);
  });
});

describe('classifyLink', () => {
  it.each([
    ['/brie', { kind: 'entry', slug: 'brie' }],
    ['/brie?ref=x#top', { kind: 'entry', slug: 'brie' }],
    ['/brie/', { kind: 'entry', slug: 'brie' }],
    ['brie', { kind: 'entry', slug: 'brie' }],
    [`${SITE}/brie`, { kind: 'entry', slug: 'brie' }],
    ['https://other.example/brie', { kind: 'external' }],
    ['https://cheezopedia.com.evil.example/brie', { kind: 'external' }],
    ['HTTPS://Cheezopedia.com/brie', { kind: 'entry', slug: 'brie' }],
    ['http://cheezopedia.com/brie', { kind: 'external' }],
    ['mailto:hello@cheezopedia.com', { kind: 'external' }],
    ['//cdn.example/brie', { kind: 'external' }],
    ['#ingredients', { kind: 'anchor' }],
    ['/', { kind: 'page' }],
    [SITE, { kind: 'page' }],
    ['/discover?type=recipe', { kind: 'page' }],
    ['/search?q=brie', { kind: 'page' }],
    ['/cheese-types/brie', { kind: 'page' }],
    [`${SITE}/cheese-types/soft`, { kind: 'page' }],
    ['/privacy', { kind: 'page' }],
    ['/feed.xml', { kind: 'page' }],
    ['/brie/extra', { kind: 'entry', slug: 'brie/extra' }],
  ])('%s', (url, target) => {
    expect(classifyLink(url, [SITE])).toEqual(target);
  });
});

describe('linkProblems', () => {
  const known = bySlug([
    entry('live'),
    entry('a-draft', { title: 'A Draft', published_at: null }),
    entry('later', { title: 'Later', published_at: '2026-12-01T09:00:00Z' }),
    entry('old', { title: 'Old', archived_at: '2026-11-02T00:00:00Z' }),
    entry('me', { title: 'Me', published_at: null }),
  ]);
  const md = [
    '[Live](/live) [Gone](/gone) [Draft](/a-draft) [Soon](https://cheezopedia.com/later) [Old](/old)',
    '[Self](/me) [Out](https://example.com/gone) [Home](/) [Top](#top) [Bad](/a/b)',
  ].join('\n');

  it('names each link dead for visitors, in the body order', () => {
    const problems = linkProblems(extractLinks(md), known, [SITE], NOW, 'id-me');
    expect(problems.map((p) => [p.text, p.kind])).toEqual([
      ['Gone', 'missing'], ['Draft', 'draft'], ['Soon', 'scheduled'], ['Old', 'archived'], ['Bad', 'missing'],
    ]);
  });

  it('a scheduled entry stops being a problem at its time', () => {
    const at = Date.parse('2026-12-01T09:00:00Z');
    expect(linkProblems(extractLinks('[Soon](/later)'), known, [SITE], at - 1).map((p) => p.kind)).toEqual(['scheduled']);
    expect(linkProblems(extractLinks('[Soon](/later)'), known, [SITE], at)).toEqual([]);
  });

  it('says what the visitor would find, naming the link', () => {
    const [gone, draft, soon, old] = linkProblems(extractLinks(md), known, [SITE], NOW, 'id-me');
    expect(linkProblemText(gone)).toBe('The link "Gone" (/gone) goes to no entry of ours: visitors would find a page not found.');
    expect(linkProblemText(draft)).toBe('The link "Draft" (/a-draft) goes to "A Draft", a draft: visitors would find a page not found until it is published.');
    expect(linkProblemText(soon, { locale: 'en-GB', timeZone: 'UTC' })).toBe(
      'The link "Soon" (https://cheezopedia.com/later) goes to "Later", scheduled for 1 Dec 2026, 09:00: visitors would find a page not found until then.',
    );
    expect(linkProblemText(old)).toBe('The link "Old" (/old) goes to "Old", archived: visitors would find a page not found.');
  });

  it('asks the device about distinct entry slugs only', () => {
    expect(linkedSlugs(extractLinks(md + '\n[Again](/live)'), [SITE])).toEqual(['live', 'gone', 'a-draft', 'later', 'old', 'me', 'a/b']);
  });
});

describe('the site-wide report and the delete question', () => {
  const entries = [
    entry('brie-basics', { title: 'Brie Basics', content: 'Try [camembert](/camembert) and [comté](/comte).' }),
    entry('wine-night', { title: 'Wine Night', content: 'Pair with [Comté](https://cheezopedia.com/comte).' }),
    entry('comte', { title: 'Comté', content: 'No links.' }),
    entry('comte-guide', { title: 'Comté Guide', content: 'Links to [the guide](/comte-guide-2) only.' }),
    entry('comte-guide-2', { title: 'Comté Guide 2', content: 'Nothing.' }),
    entry('draft-notes', { title: 'Draft Notes', published_at: null, content: '[x](/nowhere) [y](/comte)' }),
  ];

  it('lists published entries with dead links, drafts left out', () => {
    expect(brokenLinksReport(entries, [SITE], NOW)).toEqual([
      { entry: { id: 'id-brie-basics', slug: 'brie-basics', title: 'Brie Basics' }, problems: [{ text: 'camembert', url: '/camembert', slug: 'camembert', kind: 'missing' }] },
    ]);
  });

  it('names the published entries linking to an entry', () => {
    expect(entriesLinkingTo(entries[2], entries, [SITE], NOW).map((e) => e.title)).toEqual(['Brie Basics', 'Wine Night']);
    expect(deleteEntryConfirm(entries[2], entries, [SITE], NOW)).toBe(
      'Are you sure you want to delete "Comté"? 2 published entries link to it, and those links will stop working: "Brie Basics", "Wine Night".',
    );
    expect(deleteEntryConfirm(entries[0], entries, [SITE], NOW)).toBe('Are you sure you want to delete "Brie Basics"?');
  });

  it('names five and counts the rest', () => {
    expect(linkedFromNotice(['A'])).toBe(' 1 published entry links to it, and that link will stop working: "A".');
    expect(linkedFromNotice(['A', 'B', 'C', 'D', 'E', 'F', 'G'])).toBe(
      ' 7 published entries link to it, and those links will stop working: "A", "B", "C", "D", "E" and 2 more.',
    );
  });
});
