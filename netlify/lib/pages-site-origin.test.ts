import { describe, expect, it, vi } from 'vitest';

// The renderer stands in for the server bundle: it answers with the URL it was asked to render.
const rendered: string[] = [];
vi.mock('#ssr', () => ({
  renderPage: async (req: Request) => {
    rendered.push(req.url);
    return { status: 200, html: `<link rel="canonical" href="${req.url}">`, kind: 'page', route: 'entry', slug: 'brie' };
  },
}));

const { handlePage, onSiteOrigin } = await import('./pages');

const SITE = 'https://www.cheezopedia.example';
const env = { SUPABASE_URL: 'https://project.supabase.example' };

describe('pages render on the site’s origin, never the request’s Host', () => {
  it('a request naming attacker.example renders the site URL (canonical, og:url come from it)', async () => {
    const res = await handlePage(new Request('https://attacker.example/brie?utm=x', { headers: { host: 'attacker.example' } }), env, { site: { url: SITE } });
    expect(await res.text()).toContain(`href="${SITE}/brie?utm=x"`);
    expect(rendered.at(-1)).toBe(`${SITE}/brie?utm=x`);
  });

  it('Netlify’s URL variable serves when the context has no site; a path or query of the site URL is ignored', () => {
    expect(onSiteOrigin(new Request('https://attacker.example/discover?type=recipe'), undefined, { URL: `${SITE}/ignored` }).url).toBe(`${SITE}/discover?type=recipe`);
    expect(onSiteOrigin(new Request('https://attacker.example/'), { site: { url: SITE } }, { URL: 'https://other.example' }).url).toBe(`${SITE}/`);
  });
});
