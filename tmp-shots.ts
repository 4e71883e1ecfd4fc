import { chromium, type Page } from 'playwright-core';
import { startApp } from './tests/helpers/app-server.ts';
import { signInThroughForm } from './tests/helpers/sign-in.ts';
const app = await startApp();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'], headless: true });
const shot = async (page: Page, name: string, full = false) => { await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: full }); console.log('shot', name); };
for (const [w, h, tag] of [[390, 844, 'p'], [1280, 800, 'd']] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(app.url + '/'); await page.locator('html[data-hydrated="true"]').waitFor();
  await page.locator('#update').scrollIntoViewIfNeeded(); await shot(page, `${tag}-landing-update`);
  await page.goto(app.url + '/newsletter/confirm?token=bogus'); await shot(page, `${tag}-newsletter-confirm-bad`);
  const admin = await ctx.newPage();
  await signInThroughForm(admin, app.url, { email: 'admin@cheezopedia.test', password: 'cheese-admin' }, '/admin');
  for (const p of ['/admin/newsletter', '/admin/newsletter/new', '/admin/activity', '/admin/users']) { await admin.goto(app.url + p); await admin.locator('h1').first().waitFor(); await admin.waitForTimeout(1500); await shot(admin, `${tag}-${p.replace(/\//g, '_')}`); }
  await ctx.close();
  const pctx = await browser.newContext({ viewport: { width: w, height: h } });
  const partner = await pctx.newPage();
  await signInThroughForm(partner, app.url, { email: 'partner@cheezopedia.test', password: 'cheese-partner' }, '/partners');
  await partner.waitForTimeout(1500); await shot(partner, `${tag}-partners`);
  for (const p of ['/partners/articles', '/partners/analytics']) { await partner.goto(app.url + p); await partner.locator('h1').first().waitFor(); await partner.waitForTimeout(1500); await shot(partner, `${tag}-${p.replace(/\//g, '_')}`); }
  await partner.goto(app.url + '/admin'); await partner.waitForTimeout(2500); await shot(partner, `${tag}-partner-at-admin`);
  await pctx.close();
}
await browser.close(); await app.dispose();
