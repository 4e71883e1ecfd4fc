/**
 * /feed.xml under attack, through the real function on the local backend: an admin saves entries
 * whose title, summary and image URL are the payloads of the security review (a title closing the
 * CDATA section twice to add an entry and an XHTML script, an `<img onerror>` summary, a
 * `javascript:` image), and a strict XML parser reads the feed back: exactly the public entries,
 * nothing outside Atom, each text as typed (type="text"), http(s) URLs only, real media types.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { startTestBackend, must, type TestBackend } from '../helpers/backend';
import { createPublicRest } from '../../src/data/public/rest';

const ATOM = 'http://www.w3.org/2005/Atom';
const PAYLOADS = [
  {
    title: 'A]]>B]]><entry><title>Injected</title><link href="https://evil.example/"/></entry><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>',
    description: 'CDATA ]]> twice ]]><entry><title>Injected too</title></entry>',
  },
  { title: 'An image in the description', description: 'Nice <img src=x onerror="alert(8)"> cheese' },
  { title: 'A script as the image', description: 'javascript: image URL', image_url: 'javascript:alert(9)' },
  // The database holds these (not NUL), XML cannot: left in, one would make the whole feed unreadable.
  { title: 'Control characters\u0001 in\u000B the title', description: 'and a non-character\uFFFF' },
];
const REGISTERED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml'];

let b: TestBackend;
let xml = '';
let doc: Document;
const slugs: string[] = [];

function parse(text: string): Document {
  const fail = (msg: unknown) => {
    throw new Error(`/feed.xml is not well-formed: ${String(msg)}`);
  };
  return new DOMParser({ errorHandler: { warning: fail, error: fail, fatalError: fail } }).parseFromString(text, 'application/xml');
}

function all(root: Document | Element): Element[] {
  return Array.from(root.getElementsByTagName('*'));
}
const child = (el: Element, name: string) => all(el).filter((e) => e.parentNode === el && e.namespaceURI === ATOM && e.localName === name);

beforeAll(async () => {
  b = await startTestBackend();
  const admin = await b.asDemo('admin');
  const published = new Date(Date.now() - 60_000).toISOString();
  for (const [i, p] of PAYLOADS.entries()) {
    const slug = `feed-attack-${i}-${randomUUID().slice(0, 8)}`;
    slugs.push(slug);
    must(await admin.from('cheezopedia_entries').insert({ id: randomUUID(), slug, content: 'Body.', content_type: 'article', published_at: published, ...p }).select('id').single(), `entry ${i}`);
  }
  const res = await fetch(`${b.url}/feed.xml`);
  expect(res.status).toBe(200);
  xml = await res.text();
  doc = parse(xml);
}, 180_000);

afterAll(async () => {
  await b?.close();
});

describe('/feed.xml with attack payloads', () => {
  it('holds exactly the public entries the feed reads, and nothing but Atom elements', async () => {
    const expected = await createPublicRest({ url: b.url, key: b.publishableKey }).feedEntries();
    // Anywhere in the document: the attack's entry landed inside a title, not beside the others.
    const entries = all(doc).filter((e) => e.localName === 'entry');
    expect(entries.map((e) => child(e, 'id')[0]?.textContent)).toEqual(expected.map((e) => `${b.url}/${encodeURIComponent(e.slug)}`));
    expect(entries.every((e) => e.parentNode === doc.documentElement)).toBe(true);
    expect(all(doc).filter((e) => e.namespaceURI !== ATOM).map((e) => e.tagName)).toEqual([]);
    expect(xml).not.toContain('<![CDATA[');
    expect(xml).not.toContain('evil.example/"');
  });

  it('gives each title and summary back as typed, as text (control characters XML cannot hold dropped)', () => {
    const entries = child(doc.documentElement, 'entry');
    for (const [i, p] of PAYLOADS.entries()) {
      const entry = entries.find((e) => child(e, 'id')[0].textContent === `${b.url}/${slugs[i]}`);
      expect(entry, slugs[i]).toBeDefined();
      const [title] = child(entry!, 'title');
      const [summary] = child(entry!, 'summary');
      expect(title.getAttribute('type')).toBe('text');
      expect(summary.getAttribute('type')).toBe('text');
      expect(title.textContent).toBe(p.title.replaceAll('\u0001', '').replaceAll('\u000B', ''));
      expect(summary.textContent).toBe(p.description.replaceAll('\uFFFF', ''));
    }
  });

  it('links to http(s) URLs only, with registered image types; the javascript: image is left out', () => {
    const links = all(doc).filter((e) => e.localName === 'link');
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) expect(l.getAttribute('href'), l.getAttribute('href') ?? '').toMatch(/^https?:\/\//);
    const enclosures = links.filter((l) => l.getAttribute('rel') === 'enclosure');
    expect(enclosures.length).toBeGreaterThan(5);
    for (const l of enclosures) expect(REGISTERED_IMAGE_TYPES).toContain(l.getAttribute('type'));
    const scriptEntry = child(doc.documentElement, 'entry').find((e) => child(e, 'id')[0].textContent === `${b.url}/${slugs[2]}`)!;
    expect(child(scriptEntry, 'link').map((l) => l.getAttribute('rel'))).toEqual(['alternate']);
  });
});
