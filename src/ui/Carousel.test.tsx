import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';

describe('Carousel in the server HTML', () => {
  it('renders both page buttons disabled (they work only once hydrated) and every slide beyond the first view inert', () => {
    const html = renderToStaticMarkup(<Carousel label="More" items={['a', 'b', 'c', 'd', 'e']} previousLabel="Previous entries" nextLabel="Next entries" />);
    expect(html).toMatch(/<button[^>]*aria-label="Previous entries"[^>]*disabled=""/);
    expect(html).toMatch(/<button[^>]*aria-label="Next entries"[^>]*disabled=""/);
    expect(html.match(/inert=""/g)?.length).toBe(2);
  });
});
