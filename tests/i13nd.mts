import { NetlifyDev } from '@netlify/dev';
const dev = new NetlifyDev({ projectRoot: '/tmp/i13nd', edgeFunctions: { enabled: false }, blobs: { enabled: false }, imageCDN: { enabled: false } } as never);
process.env.SUPABASE_URL = 'http://127.0.0.1:45613';
await dev.start();
for (const p of ['/', '/discover?type=recipe', '/baked-camembert-honey-thyme', '/nope-nope', '/sitemap.xml', '/robots.txt', '/login', '/favicon.svg']) {
  const headers = new Headers();
  const res = await dev.handle(new Request('http://localhost:8888' + p), { headersCollector: (k: string, v: string) => headers.set(k, v) } as never);
  if (!res) { console.log(p, 'undefined'); continue; }
  const text = await res.text();
  console.log(p, res.status, res.headers.get('netlify-cache-tag'), res.headers.get('netlify-cdn-cache-control'), text.length, /<h1[^>]*>([^<]*)/.exec(text)?.[1]);
}
await dev.stop();
