import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import type { FeedEntryRow } from '../../src/data/public/rest';
import { atomFeed, httpUrl, imageType } from './feed';

const ATOM = 'http://www.w3.org/2005/Atom';
const ORIGIN = 'https://cheezopedia.example';
/** The attack of the security review: a title that closes the CDATA section twice. */
const CDATA_BREAKOUT = 'A]]>B]]><entry><title>Injected</title><link href="https://evil.example/"/></entry><x:script xmlns:x="http://www.w3.org/1999/xhtml">alert(1)</x:script>';

let n = 0;
function row(fields: Partial<FeedEntryRow>): FeedEntryRow {
  n++;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `entry-${n}`,
    title: `Entry ${n}`,
    description: null,
    image_url: null,
    author_name: null,
    published_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    content_type: 'article',
    ...fields,
  };
}

/** A strict parse: any warning or error of the parser fails the test. */
function parse(xml: string): Document {
  const fail = (msg: unknown) => {
    throw new Error(`not well-formed: ${String(msg)}`);
  };
  return new DOMParser({ errorHandler: { warning: fail, error: fail, fatalError: fail } }).parseFromString(xml, 'application/xml');
}

/** Every element of the document, in order. */
function elements(doc: Document): Element[] {
  const out: Element[] = [];
  const walk = (node: Node) => {
    for (let c = node.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 1) {
        out.push(c as Element);
        walk(c);
      }
    }
  };
  walk(doc);
  return out;
}

/** Direct children of `el` named `name` in the Atom namespace. */
const children = (el: Element, name: string) => elements(el.ownerDocument).filter((e) => e.parentNode === el && e.namespaceURI === ATOM && e.localName === name);

describe('atomFeed', () => {
  it('keeps every attack text as text: one entry per row, Atom elements only, no CDATA, titles and summaries read back as typed', () => {
    const rows = [
      row({ title: CDATA_BREAKOUT, description: CDATA_BREAKOUT }),
      row({ title: 'Image in description', description: 'Nice <img src=x onerror="alert(8)"> cheese' }),
      row({ title: 'Script image URL', image_url: 'javascript:alert(9)' }),
      row({ title: '</title></entry><entry><title>Two', author_name: '</name></author><entry><title>Three</title></entry><author><name>' }),
      row({ title: 'Ends with ]]', description: ']]' }),
    ];
    const xml = atomFeed(rows, ORIGIN);
    expect(xml).not.toContain('CDATA');
    const doc = parse(xml);
    const feed = doc.documentElement;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe('feed');
    // Nothing outside Atom: the x:script of the attack would be an XHTML element.
    expect(elements(doc).filter((e) => e.namespaceURI !== ATOM).map((e) => e.tagName)).toEqual([]);
    const entries = children(feed, 'entry');
    expect(entries).toHaveLength(rows.length);
    entries.forEach((entry, i) => {
      const [title] = children(entry, 'title');
      expect(title.getAttribute('type')).toBe('text');
      expect(title.textContent).toBe(rows[i].title);
      const summary = children(entry, 'summary');
      if (rows[i].description) {
        expect(summary[0].getAttribute('type')).toBe('text');
        expect(summary[0].textContent).toBe(rows[i].description);
      } else expect(summary).toEqual([]);
    });
    expect(children(children(entries[3], 'author')[0], 'name')[0].textContent).toBe(rows[3].author_name);
  });

  it('has only http(s) URLs, an image only when its address is one, and real media types', () => {
    const rows = [
      row({ image_url: 'javascript:alert(9)' }),
      row({ image_url: 'data:image/svg+xml,<svg onload="alert(1)"/>' }),
      row({ image_url: '/images/entries/fondue.svg#800x600' }),
      row({ image_url: 'https://x.supabase.co/storage/v1/object/public/cheezopedia/articles/1-a.JPG' }),
      row({ image_url: 'https://x.supabase.co/storage/v1/object/public/cheezopedia/articles/1-a.webp' }),
      row({ image_url: 'https://cdn.example/picture' }),
    ];
    const doc = parse(atomFeed(rows, ORIGIN));
    const links = elements(doc).filter((e) => e.localName === 'link');
    for (const l of links) expect(l.getAttribute('href')).toMatch(/^https?:\/\//);
    const enclosures = (i: number) => children(children(doc.documentElement, 'entry')[i], 'link').filter((l) => l.getAttribute('rel') === 'enclosure');
    expect(enclosures(0)).toEqual([]);
    expect(enclosures(1)).toEqual([]);
    expect(enclosures(2).map((l) => [l.getAttribute('href'), l.getAttribute('type')])).toEqual([[`${ORIGIN}/images/entries/fondue.svg`, 'image/svg+xml']]);
    expect(enclosures(3)[0].getAttribute('type')).toBe('image/jpeg');
    expect(enclosures(4)[0].getAttribute('type')).toBe('image/webp');
    // No extension: no guess (Atom's type is optional), never "image/picture".
    expect(enclosures(5)[0].hasAttribute('type')).toBe(false);
  });

  it('drops characters XML cannot hold rather than writing a document no reader parses', () => {
    const doc = parse(atomFeed([row({ title: 'Brie\u0000 de\u0001 Meaux\uFFFF', description: 'half\uD800 a pair' })], ORIGIN));
    const entry = children(doc.documentElement, 'entry')[0];
    expect(children(entry, 'title')[0].textContent).toBe('Brie de Meaux');
    expect(children(entry, 'summary')[0].textContent).toBe('half a pair');
  });

  it('names the feed, its page and itself, with the newest change as its date', () => {
    const doc = parse(atomFeed([row({ updated_at: '2026-11-05T00:00:00.000Z' }), row({ updated_at: '2026-11-07T08:00:00.000Z' })], ORIGIN));
    const feed = doc.documentElement;
    expect(children(feed, 'id')[0].textContent).toBe(`${ORIGIN}/`);
    expect(children(feed, 'title')[0].textContent).toBe('Cheezopedia');
    expect(children(feed, 'updated')[0].textContent).toBe('2026-11-07T08:00:00.000Z');
    expect(children(feed, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')])).toEqual([
      ['alternate', `${ORIGIN}/`],
      ['self', `${ORIGIN}/feed.xml`],
    ]);
    const entry = children(feed, 'entry')[0];
    expect(children(entry, 'id')[0].textContent).toBe(`${ORIGIN}/entry-${n - 1}`);
    expect(children(children(entry, 'author')[0], 'name')[0].textContent).toBe('Cheezopedia');
  });

  it('refuses an origin that is not http(s)', () => {
    expect(() => atomFeed([], 'javascript:alert(1)//')).toThrow(/http\(s\) origin/);
  });
});

describe('httpUrl and imageType', () => {
  it('keep http(s) URLs only', () => {
    expect(httpUrl('https://a.example/x')).toBe('https://a.example/x');
    for (const u of ['javascript:alert(9)', 'data:text/html,x', 'file:///etc/passwd', 'not a url', undefined]) expect(httpUrl(u), String(u)).toBeUndefined();
  });
  it('name image types as registered', () => {
    expect(imageType('https://a.example/x.svg')).toBe('image/svg+xml');
    expect(imageType('https://a.example/x.jpg')).toBe('image/jpeg');
    expect(imageType('https://a.example/x.jpeg?w=1')).toBe('image/jpeg');
    expect(imageType('https://a.example/x.bmp')).toBeUndefined();
  });
});
