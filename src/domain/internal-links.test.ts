import { describe, expect, it } from 'vitest';
import {
  brokenLinksReport, checkLinks, classifyLink, linksReport, redirectTarget, reportSlugs, replaceLinkUrl, unresolvedSlugs, urlWithSlug, deleteEntryConfirm, entriesLinkingTo, extractLinks, linkedSlugs, linkProblems, bySlug, type LinkTargetEntry,
} from './internal-links';
import { linkedFromNotice, linkProblemText, renamedLinkAction, renamedLinkText } from './messages/links';

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

describe('links to an old slug', () => {
  const gouda = entry('aged-gouda', { title: 'Aged Gouda' });
  const known = bySlug([gouda, entry('taken-draft', { published_at: null }), entry('taken-live')]);
  // Old slug → the entry that left it, as the device holds it now.
  const oldSlugs = new Map<string, LinkTargetEntry>([
    ['old-gouda', gouda],
    ['older-gouda', gouda],
    ['taken-draft', gouda],
    ['taken-live', gouda],
    ['left-draft', entry('now-draft', { published_at: null })],
    ['left-archived', entry('now-archived', { archived_at: '2026-11-20T00:00:00Z' })],
  ]);

  it('redirectTarget follows the redirect rules: one hop to a public entry, a public holder wins', () => {
    expect(redirectTarget('old-gouda', known, oldSlugs, NOW)?.slug).toBe('aged-gouda');
    expect(redirectTarget('older-gouda', known, oldSlugs, NOW)?.slug).toBe('aged-gouda');
    // A draft holding the old slug does not stop the redirect (visitors do not see the draft).
    expect(redirectTarget('taken-draft', known, oldSlugs, NOW)?.slug).toBe('aged-gouda');
    expect(redirectTarget('taken-live', known, oldSlugs, NOW)).toBeNull();
    expect(redirectTarget('left-draft', known, oldSlugs, NOW)).toBeNull();
    expect(redirectTarget('left-archived', known, oldSlugs, NOW)).toBeNull();
    expect(redirectTarget('never-was', known, oldSlugs, NOW)).toBeNull();
  });

  it('classifies a link to an old slug as renamed, with its current URL, and not as dead', () => {
    const links = extractLinks([
      '[the gouda](/old-gouda#rind), [again](https://cheezopedia.com/older-gouda?x=1), [bare](old-gouda)',
      'and [a ghost](/never-was), [the draft name](/taken-draft), [left](/left-draft), [live](/taken-live).',
    ].join(' '));
    const check = checkLinks(links, known, [SITE], NOW, null, oldSlugs);
    expect(check.renamed).toEqual([
      { text: 'the gouda', url: '/old-gouda#rind', slug: 'old-gouda', currentSlug: 'aged-gouda', currentUrl: '/aged-gouda#rind', title: 'Aged Gouda' },
      {
        text: 'again', url: 'https://cheezopedia.com/older-gouda?x=1', slug: 'older-gouda', currentSlug: 'aged-gouda',
        currentUrl: 'https://cheezopedia.com/aged-gouda?x=1', title: 'Aged Gouda',
      },
      { text: 'bare', url: 'old-gouda', slug: 'old-gouda', currentSlug: 'aged-gouda', currentUrl: '/aged-gouda', title: 'Aged Gouda' },
      { text: 'the draft name', url: '/taken-draft', slug: 'taken-draft', currentSlug: 'aged-gouda', currentUrl: '/aged-gouda', title: 'Aged Gouda' },
    ]);
    expect(check.problems.map((p) => [p.text, p.kind])).toEqual([['a ghost', 'missing'], ['left', 'missing']]);
    // Without old slugs (offline, or a partner), the old link is called missing as before.
    expect(checkLinks(links, known, [SITE], NOW).renamed).toEqual([]);
    expect(linkProblems(links, known, [SITE], NOW).map((p) => p.text)).toContain('the gouda');
  });

  it('names the link, the entry and its current URL, and the update action', () => {
    const [r] = checkLinks(extractLinks('[Aged Gouda](/old-gouda)'), known, [SITE], NOW, null, oldSlugs).renamed;
    expect(renamedLinkText(r)).toBe('The link "Aged Gouda" (/old-gouda) goes to an old address of "Aged Gouda": it still works, and its current URL is /aged-gouda.');
    expect(renamedLinkAction(r)).toBe('Update to /aged-gouda');
  });

  it('unresolvedSlugs asks only about slugs no public entry holds', () => {
    const links = extractLinks('[a](/aged-gouda) [b](/old-gouda) [c](/taken-draft) [d](/discover) [e](/a/b)');
    expect(unresolvedSlugs(links, known, [SITE], NOW)).toEqual(['old-gouda', 'taken-draft']);
  });

  it('linksReport lists links to an old address apart from broken links', () => {
    const entries = [
      entry('aged-gouda', { title: 'Aged Gouda' }),
      entry('wine-night', { title: 'Wine Night', content: 'Pair with [gouda](/old-gouda) and [ghost](/ghost).' }),
      entry('brie-basics', { title: 'Brie Basics', content: 'See [gouda](/old-gouda).' }),
    ];
    const report = linksReport(entries, [SITE], NOW, new Map([['old-gouda', 'id-aged-gouda'], ['unknown-old', 'id-nobody']]));
    expect(report.broken.map((r) => [r.entry.title, r.problems.map((p) => p.text)])).toEqual([['Wine Night', ['ghost']]]);
    expect(report.renamed.map((r) => [r.entry.title, r.renamed.map((l) => `${l.url} -> ${l.currentUrl}`)])).toEqual([
      ['Brie Basics', ['/old-gouda -> /aged-gouda']],
      ['Wine Night', ['/old-gouda -> /aged-gouda']],
    ]);
    expect(brokenLinksReport(entries, [SITE], NOW).map((r) => r.problems.length)).toEqual([1, 2]);
    expect(reportSlugs(brokenLinksReport(entries, [SITE], NOW))).toEqual(['old-gouda', 'ghost']);
  });
});

describe('urlWithSlug', () => {
  it.each([
    ['/old', '/new'],
    ['/old/', '/new'],
    ['/old?ref=a#b', '/new?ref=a#b'],
    ['old', '/new'],
    ['old#x', '/new#x'],
    [`${SITE}/old`, `${SITE}/new`],
    ['HTTPS://Cheezopedia.com/old#top', 'HTTPS://Cheezopedia.com/new#top'],
  ])('%s', (url, next) => {
    expect(urlWithSlug(url, 'new', [SITE])).toBe(next);
  });
});

describe('replaceLinkUrl', () => {
  it.each([
    ['Read [the gouda](/old-gouda) now.', 'Read [the gouda](/aged-gouda) now.'],
    ['[a](/old-gouda "Gouda") and [b](/old-gouda)', '[a](/aged-gouda "Gouda") and [b](/aged-gouda)'],
    ['[a](</old-gouda>)', '[a](</aged-gouda>)'],
    ['[old-gouda](/old-gouda)', '[old-gouda](/aged-gouda)'],
    // Other links, longer slugs, images and code stay as written.
    ['[a](/old-gouda-2) [b](/old-gouda#x) ![pic](/old-gouda)', '[a](/old-gouda-2) [b](/old-gouda#x) ![pic](/old-gouda)'],
    ['`[a](/old-gouda)` and [b](/old-gouda)', '`[a](/old-gouda)` and [b](/aged-gouda)'],
    ['```\n[a](/old-gouda)\n```\n[b](/old-gouda)', '```\n[a](/old-gouda)\n```\n[b](/aged-gouda)'],
    ['plain /old-gouda text', 'plain /old-gouda text'],
  ])('%s', (md, out) => {
    expect(replaceLinkUrl(md, '/old-gouda', '/aged-gouda')).toBe(out);
  });

  it('rewrites absolute links, autolinks and bare URLs to the site', () => {
    const old = `${SITE}/old-gouda`;
    const next = `${SITE}/aged-gouda`;
    expect(replaceLinkUrl(`[a](${old}) <${old}> and ${old}. But ${old}-2 stays.`, old, next))
      .toBe(`[a](${next}) <${next}> and ${next}. But ${old}-2 stays.`);
  });

  it('leaves the links extractLinks reads pointing at the new URL, the text unchanged', () => {
    const md = 'Intro [the gouda](/old-gouda), [wiki](https://en.wikipedia.org/wiki/Gouda_(cheese)) and [the gouda](/old-gouda).';
    const out = replaceLinkUrl(md, '/old-gouda', '/aged-gouda');
    expect(extractLinks(out)).toEqual([
      { text: 'the gouda', url: '/aged-gouda' },
      { text: 'wiki', url: 'https://en.wikipedia.org/wiki/Gouda_(cheese)' },
      { text: 'the gouda', url: '/aged-gouda' },
    ]);
  });
});
