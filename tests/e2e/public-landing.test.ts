/**
 * The landing page in headless Chromium against the real `npm start` server: anchors and scrolling,
 * the mobile menu at phone width, the cheese modal (overlay, close button, Escape, focus trap and
 * return), the newsletter (success, duplicate, failures) and the contact form (success with the mail
 * in the dev mailbox, validation, failures).
 */
import { beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startApp } from '../helpers/app-server';
import { describeBrowser, untilHydrated } from '../helpers/browser';
import { browserSuite } from '../helpers/e2e-suite';
import { flushPage } from '../helpers/settle';

type App = Awaited<ReturnType<typeof startApp>>;
let app: App;
let browser: Browser;

async function openPage(width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.goto(`${app.url}/`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Wait for the data-driven sections, so later scroll positions are final.
  await page.locator('.cheese-card').first().waitFor();
  await page.locator('#recipes .entry-card').first().waitFor();
  await untilHydrated(page);
  return page;
}

async function closePage(page: Page) {
  await page.context().close();
}

/** True when the element's top edge is within the viewport (allowing for the sticky header). */
async function inViewport(page: Page, id: string): Promise<boolean> {
  return page.evaluate((sectionId) => {
    const rect = document.getElementById(sectionId)!.getBoundingClientRect();
    return rect.top >= -2 && rect.top < window.innerHeight / 2;
  }, id);
}

async function waitInViewport(page: Page, id: string) {
  await expect.poll(() => inViewport(page, id), { timeout: 5000 }).toBe(true);
}

async function mailboxText(): Promise<string> {
  const res = await fetch(`${app.url}/_dev/mail.json`);
  expect(res.ok).toBe(true);
  return JSON.stringify(await res.json());
}

describeBrowser('public landing page', () => {
  const suite = browserSuite();
  beforeAll(async () => {
    ({ app, browser } = suite);
  });

  it('has every section anchor, a titled page and header links that scroll to them', async () => {
    const page = await openPage();
    for (const id of ['home', 'types', 'recipes', 'app', 'update', 'contact']) {
      expect(await page.locator(`section#${id}`).count(), id).toBe(1);
    }
    expect(await page.title()).toContain('Cheezopedia');
    expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain('Cheezopedia');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    for (const heading of ['Popular Cheeses', 'Cheesy Stuff', 'Download our app', 'Big Update Coming Soon', 'Contact Us']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact' }).click();
    await waitInViewport(page, 'contact');
    expect(new URL(page.url()).hash).toBe('#contact');
    await nav.getByRole('link', { name: 'Cheeses' }).click();
    await waitInViewport(page, 'types');
    await closePage(page);
  });

  it('scrolls to #app from Get Our App, has the store link and the four update tiles', async () => {
    const page = await openPage();
    await page.getByRole('button', { name: 'Get Our App' }).click();
    await waitInViewport(page, 'app');
    const store = page.locator('#app a.store-link').first();
    expect(await store.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await store.getAttribute('rel')).toContain('noopener');
    for (const tile of ['Expanded Cheese Library', 'Advanced Pairing Engine', 'Smart Tracking', 'Community Features']) {
      await page.locator('#update').getByRole('heading', { name: tile }).waitFor();
    }
    expect(await page.locator('#update').innerText()).toMatch(/over 500 new cheeses/i);
    await closePage(page);
  });

  it('shows the feed with Discover More and footer quick links to home, types, recipes and app', async () => {
    const page = await openPage();
    await page.locator('#recipes .entry-card').first().waitFor();
    const cards = await page.locator('#recipes .entry-card').count();
    expect(cards).toBeGreaterThan(0);
    expect(cards).toBeLessThanOrEqual(9);
    const quick = page.getByRole('navigation', { name: 'Quick links' }).getByRole('link');
    expect(await quick.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['#home', '#types', '#recipes', '#app']);
    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Recipes' }).click();
    await waitInViewport(page, 'recipes');
    await page.getByRole('link', { name: 'Discover More' }).click();
    await page.waitForURL(`${app.url}/discover`);
    await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
    await closePage(page);
  });

  it('opens and closes the mobile menu at 375 px', async () => {
    const page = await openPage(375, 800);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const contactLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' });
    expect(await contactLink.isVisible()).toBe(false);
    await toggle.click();
    await contactLink.waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await contactLink.waitFor({ state: 'hidden' });
    // Escape closes it too; a link click closes it and scrolls.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await contactLink.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await contactLink.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await contactLink.click();
    await contactLink.waitFor({ state: 'hidden' });
    await waitInViewport(page, 'contact');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await closePage(page);
  });

  it('shows 4 cheese cards; the modal closes on Escape, button and overlay, traps focus and returns it', async () => {
    const page = await openPage();
    const cards = page.locator('.cheese-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(4);
    const name = (await cards.first().locator('.cheese-card-name').innerText()).trim();

    await cards.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading', { name }).count()).toBe(1);
    const text = (await dialog.textContent()) ?? '';
    for (const label of ['Origin', 'Type', 'Milk', 'Ageing', 'Want to see pairings and add to your Cheesebox?']) {
      expect(text).toContain(label);
    }
    expect(await dialog.locator('img, [role="img"]').count()).toBeGreaterThan(0);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await cards.first().evaluate((el) => el === document.activeElement)).toBe(true);

    await cards.nth(1).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cards.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);

    await cards.nth(2).click();
    await dialog.waitFor();
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    await closePage(page);
  });

  it('shows Sign In when signed out; name, Admin link and Sign Out for a signed-in admin', async () => {
    const page = await openPage();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(`${app.url}/login`);
    await page.locator('#login-email').fill('admin@cheezopedia.test');
    await page.locator('#login-password').fill('cheese-admin');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/admin/);
    await page.goto(`${app.url}/`);
    await nav.getByRole('button', { name: 'Sign Out' }).waitFor({ timeout: 15_000 });
    expect(await nav.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(await nav.getByRole('link', { name: 'Partners' }).count()).toBe(0);
    expect((await nav.locator('.account-name').innerText()).trim().length).toBeGreaterThan(0);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await nav.getByRole('link', { name: 'Sign In' }).waitFor({ timeout: 15_000 });
    await closePage(page);
  });

  it('subscribes to the newsletter: Subscribing..., success, the confirmation mail whose link confirms, then duplicate', async () => {
    const page = await openPage();
    const email = `fan-${Date.now()}@example.com`;
    // The request is held until the in-flight state has been seen (a fixed delay can be over before a
    // busy machine gets to look).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/.netlify/functions/newsletter-subscribe', async (route) => {
      await held;
      await route.continue();
    });
    const input = page.getByLabel('Email address');
    await input.fill(email);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await page.getByRole('button', { name: 'Subscribing...' }).waitFor();
    expect(await input.isDisabled()).toBe(true);
    release();
    const message = page.getByTestId('newsletter-message');
    await expect.poll(() => message.innerText().catch(() => '')).toBe('Thanks! Check your email for confirmation.');
    expect(await input.inputValue()).toBe('');
    await expect.poll(mailboxText, { timeout: 30_000 }).toContain(email);
    await message.waitFor({ state: 'detached', timeout: 30_000 });

    // Not subscribed until the mailed link is opened: the same address again is still welcome.
    await page.unroute('**/.netlify/functions/newsletter-subscribe');
    const mails = (await (await fetch(`${app.url}/_dev/mail.json`)).json()) as { to: string; subject: string; text: string }[];
    const confirm = mails.find((m) => m.to === email && m.subject === 'Confirm your Cheezopedia subscription')!;
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirm.text)![0];
    const confirmPage = await page.context().newPage();
    await confirmPage.goto(link);
    await confirmPage.getByRole('heading', { name: "You're subscribed!" }).waitFor();
    await confirmPage.close();

    await input.fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect.poll(() => message.innerText().catch(() => '')).toBe('This email is already subscribed!');
    await closePage(page);
  });

  it('reports server and network failures of the signup', async () => {
    const page = await openPage();
    const input = page.getByLabel('Email address');
    const message = page.getByTestId('newsletter-message');
    await page.route('**/.netlify/functions/newsletter-subscribe', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Failed to subscribe. Please try again.' }) }),
    );
    await input.fill(`db-fails-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect.poll(() => message.innerText().catch(() => '')).toBe('Failed to subscribe. Please try again.');
    await page.route('**/.netlify/functions/newsletter-subscribe', (route) => route.abort('failed'));
    await input.fill(`net-fails-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Notify Me' }).click();
    await expect.poll(() => message.innerText().catch(() => '')).toBe('Something went wrong. Please try again later.');
    await closePage(page);
  });

  it('sends a contact message: Sending..., success, cleared form, mail in the dev mailbox', async () => {
    const page = await openPage();
    const token = `comté-question-${Date.now()}`;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/.netlify/functions/send-contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Message').fill(`Where can I buy ${token}?`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    release();
    const message = page.getByTestId('contact-message');
    await expect
      .poll(() => message.innerText().catch(() => ''), { timeout: 30_000, message: app.output().slice(-2000) })
      .toBe('Message sent! Check your email for confirmation.');
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    await expect.poll(mailboxText, { timeout: 30_000 }).toContain(token);
    await message.waitFor({ state: 'detached', timeout: 30_000 });
    await closePage(page);
  });

  it('text typed into the contact form before its code arrives is kept by the hydration and sent', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // The section's code is held back: the reader types into the server's HTML.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    await page.route(/\/assets\/ContactSection-[^/]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${app.url}/`);
    await untilHydrated(page);
    const token = `typed-early-${Date.now()}`;
    await page.getByLabel('Name').fill('Early Bird');
    await page.getByLabel('Email', { exact: true }).fill('early@example.com');
    await page.getByLabel('Message').fill(`Typed before hydration ${token}`);
    await expect.poll(() => asked).toBe(true);
    expect(await page.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true);
    release();
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect.poll(() => send.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('Early Bird');
    expect(await page.getByLabel('Message').inputValue()).toBe(`Typed before hydration ${token}`);
    await send.click();
    await expect
      .poll(() => page.getByTestId('contact-message').innerText().catch(() => ''), { timeout: 30_000 })
      .toBe('Message sent! Check your email for confirmation.');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    await expect.poll(mailboxText, { timeout: 30_000 }).toContain(token);
    await context.close();
  });

  it('validates the contact form before sending, in the page\'s style (no browser bubble)', async () => {
    const page = await openPage();
    let requests = 0;
    await page.route('**/.netlify/functions/send-contact', (route) => {
      requests += 1;
      return route.continue();
    });
    expect(await page.getByRole('form', { name: 'Contact us' }).getAttribute('novalidate')).not.toBeNull();
    // Its code loads as the reader scrolls towards it (until then Send Message waits, disabled).
    await page.getByRole('form', { name: 'Contact us' }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fix the 3 fields marked below.' }).waitFor();
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#contact-name-error').innerText()).toBe('Please enter your name');
    expect(await page.locator('#contact-message-error').innerText()).toBe('Please enter a message');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-name');
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('#contact-email-error').innerText()).toBe('Please enter a valid email address');
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBeNull();
    // Invalid fields block the submit synchronously; let any queued work run before checking nothing was sent.
    await flushPage(page);
    expect(requests).toBe(0);
    expect(await page.getByTestId('contact-message').count()).toBe(0);
    await closePage(page);
  });

  it('shows the server error field, the generic failure and the exception text', async () => {
    const page = await openPage();
    const message = page.getByTestId('contact-message');
    const fill = async () => {
      await page.getByLabel('Name').fill('Ada');
      await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
      await page.getByLabel('Message').fill('Hello there');
      await page.getByRole('button', { name: 'Send Message' }).click();
    };
    await page.route('**/.netlify/functions/send-contact', (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'Too many messages, slow down.' }) }),
    );
    await fill();
    await expect.poll(() => message.innerText().catch(() => '')).toBe('Too many messages, slow down.');
    expect(await page.getByLabel('Message').inputValue()).toBe('Hello there');

    await page.unroute('**/.netlify/functions/send-contact');
    await page.route('**/.netlify/functions/send-contact', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fill();
    await expect.poll(() => message.innerText().catch(() => '')).toBe('Failed to send message. Please try again.');

    await page.unroute('**/.netlify/functions/send-contact');
    await page.route('**/.netlify/functions/send-contact', (route) => route.abort('connectionrefused'));
    await fill();
    await expect.poll(() => message.innerText().catch(() => '')).toBe('Something went wrong. Please try again later.');
    await closePage(page);
  });
});
