import { launchBrowser, collectErrors } from '/work/wt/i13/tests/helpers/browser.ts';
const base = 'http://127.0.0.1:45613';
const browser = await launchBrowser();
for (const p of ['/', '/discover?type=recipe', '/baked-camembert-honey-thyme', '/nope-nope']) {
  const page = await browser.newPage();
  const msgs: string[] = [];
  page.on('console', (m) => msgs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => msgs.push(`pageerror: ${e.message}`));
  await page.goto(base + p);
  await page.waitForTimeout(3000);
  console.log(p, await page.title(), JSON.stringify(msgs));
  await page.close();
}
// client nav
const page = await browser.newPage();
const msgs: string[] = [];
page.on('console', (m) => msgs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
await page.goto(base + '/');
await page.waitForTimeout(2000);
await page.getByRole('link', { name: 'Discover More' }).click();
await page.getByRole('heading', { name: 'Discover', level: 1 }).waitFor();
await page.getByRole('button', { name: 'Recipes' }).click();
await page.waitForTimeout(1000);
console.log('discover url', page.url(), await page.locator('.discover-grid li').count());
await page.locator('.discover-grid a').first().click();
await page.locator('.entry h1').waitFor();
console.log('entry', page.url(), await page.title(), await page.locator('.markdown-body').count());
console.log(JSON.stringify(msgs));
await browser.close();
