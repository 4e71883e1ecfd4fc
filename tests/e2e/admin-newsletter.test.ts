/**
 * The admin newsletter screen in a real browser: reached from the sidebar; subscribers with counts,
 * filter and search; an announcement composed with the live preview of both parts (raw HTML shown as
 * text), saved as a synced draft (offline too, reaching the database when back online), a test mail
 * to the admin, then "Send to N active subscribers" with its confirmation and the live progress up
 * to every mail sent — by the newsletter-sender scheduled function, which the app server runs on a
 * one-second timer here. Checked against the database and the local mailbox.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { describeBrowser } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { answerConfirm, serviceClient, signInAdmin } from './fixtures/session';

type App = Awaited<ReturnType<typeof startApp>>;

let app: App;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const tag = Date.now().toString(36);
const SUBJECT = `Cheezopedia 2.0 is here ${tag}`;

async function mailbox(): Promise<{ to: string; subject: string; text: string }[]> {
  return (await (await fetch(`${app.url}/_dev/mail.json`)).json()) as { to: string; subject: string; text: string }[];
}

describeBrowser('admin newsletter', () => {
  const suite = browserSuite({ app: { env: { SCHEDULED_FUNCTIONS_INTERVAL_MS: '1000' } } });
  beforeAll(async () => {
    ({ app, browser } = suite);
    const service = serviceClient(app.url);
    // Everyone already on the list leaves it: this suite's list is its own.
    await service.from('newsletter_subscribers').update({ is_active: false }).eq('is_active', true);
    const { error } = await service.from('newsletter_subscribers').insert([
      { email: `ann-${tag}@example.test`, is_active: true },
      { email: `bob-${tag}@example.test`, is_active: true },
      { email: `cy-${tag}@example.test`, is_active: true },
      { email: `pending-${tag}@example.test`, is_active: false, pending_since: new Date().toISOString() },
    ]);
    if (error) throw new Error(error.message);
    ({ context, page } = await signInAdmin(browser, app.url));
  });

  afterAll(async () => {
    await context?.close().catch(() => {});
  });

  it('lists the subscribers from the sidebar: counts, filter by state, search', async () => {
    await page.goto(`${app.url}/admin`);
    await page.getByRole('navigation').getByRole('link', { name: 'Newsletter' }).click();
    await page.getByRole('heading', { name: 'Newsletter', exact: true }).waitFor();
    const counts = page.getByTestId('subscriber-counts');
    await expect.poll(() => counts.innerText().catch(() => '')).toMatch(/^3 active · [1-9]\d* pending · \d+ unsubscribed$/);
    await page.getByLabel('Show').selectOption('pending');
    await page.getByLabel('Search subscribers').fill(`pending-${tag}`);
    await page.getByRole('cell', { name: `pending-${tag}@example.test` }).waitFor();
    expect(await page.getByRole('cell', { name: `ann-${tag}@example.test` }).count()).toBe(0);
    await page.getByLabel('Show').selectOption('active');
    await page.getByLabel('Search subscribers').fill(tag);
    await page.getByRole('cell', { name: `ann-${tag}@example.test` }).waitFor();
    expect(await page.locator('tbody tr[data-index]').count()).toBe(3);
  });

  it('composes with a live preview of both parts, saves the draft (offline too) and sends a test to the admin', async () => {
    await page.getByRole('link', { name: 'New Announcement' }).click();
    await page.getByRole('heading', { name: 'New Announcement' }).waitFor();
    await page.getByLabel('Subject').fill(SUBJECT);
    await page.getByLabel('Message (Markdown)').fill('# Big news\n\nOver **500** new cheeses. <script>alert(1)</script>');
    const html = page.getByTestId('preview-html');
    await html.locator('strong', { hasText: '500' }).waitFor();
    expect(await html.locator('h1', { hasText: 'Big news' }).count()).toBe(1);
    expect(await html.locator('script').count()).toBe(0);
    expect(await html.innerText()).toContain('<script>alert(1)</script>');
    const text = await page.getByTestId('preview-text').innerText();
    expect(text).toContain('Over **500** new cheeses.');
    expect(text).toContain('Unsubscribe:');

    // A published entry is linked from the list of entries.
    const picker = page.getByLabel('Link a published entry');
    const entry = (await picker.locator('option').nth(1).innerText()).trim();
    await picker.selectOption({ label: entry });
    await html.getByRole('link', { name: entry }).waitFor();
    expect(await html.getByRole('link', { name: entry }).getAttribute('href')).toMatch(new RegExp(`^${app.url}/[a-z0-9-]+$`));
    await page.getByLabel('Message (Markdown)').fill('# Big news\n\nOver **500** new cheeses. <script>alert(1)</script>');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Draft saved.').waitFor();
    await page.waitForURL(/\/admin\/newsletter\/edit\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    const service = serviceClient(app.url);
    expect((await service.from('newsletter_announcements').select('subject').eq('id', id).single()).data).toEqual({ subject: SUBJECT });

    // Offline: the draft is saved on the device, sending says it needs the network.
    await context.setOffline(true);
    await page.getByRole('status').filter({ hasText: 'Sending needs the network' }).waitFor();
    await page.getByLabel('Message (Markdown)').fill('# Big news\n\nOver **500** new cheeses, written offline.');
    await page.getByRole('button', { name: 'Save Draft' }).click();
    await page.getByText('Draft saved on this device; it syncs when you are back online.').waitFor();
    await context.setOffline(false);
    await expect
      .poll(async () => (await service.from('newsletter_announcements').select('body_md').eq('id', id).single()).data?.body_md, { timeout: 30_000 })
      .toBe('# Big news\n\nOver **500** new cheeses, written offline.');

    await page.getByRole('button', { name: 'Send a Test to Me' }).click();
    await page.getByText('Test sent to admin@cheezopedia.test.').waitFor({ timeout: 20_000 });
    const test = (await mailbox()).find((m) => m.subject === `[Test] ${SUBJECT}`);
    expect(test?.to).toBe('admin@cheezopedia.test');
    expect(test?.text).toContain('written offline');
  });

  it('sends to the active subscribers after a confirmation naming them, with live progress to the end', async () => {
    const send = page.getByRole('button', { name: 'Send to 3 Active Subscribers' });
    await send.waitFor();
    await send.click();
    const question = await answerConfirm(page, 'accept', 'Send to 3');
    expect(question).toContain('goes to 3 active subscribers now');
    const progress = page.getByTestId('send-progress');
    await expect.poll(() => progress.innerText().catch(() => ''), { timeout: 60_000 }).toMatch(/^Sent: 3 of 3 sent/);
    const mails = (await mailbox()).filter((m) => m.subject === SUBJECT);
    expect(mails.map((m) => m.to).sort()).toEqual([`ann-${tag}@example.test`, `bob-${tag}@example.test`, `cy-${tag}@example.test`]);
    for (const m of mails) expect(m.text).toMatch(/Unsubscribe: http:\/\/\S+\/newsletter\/unsubscribe\?s=[0-9a-f-]{36}&t=[0-9a-f]{64}/);
    // The list shows it as sent.
    await page.getByRole('link', { name: 'Back to Newsletter' }).click();
    await page.getByText(/Sent · 3 recipients/).waitFor();
  });
});
