/**
 * What browser suites do to a signed-in app: sign in through the login form as a person would, and
 * reload until rows another session wrote have reached this one.
 */
import type { Page } from 'playwright-core';

export interface Account {
  email: string;
  password: string;
}

/**
 * Signs in through the login form of the app at `appUrl` and waits for the account's landing path
 * (each role lands on its own area). The wait is long enough for a first boot on a busy machine.
 */
export async function signInThroughForm(page: Page, appUrl: string, account: Account, landing: string): Promise<void> {
  await page.goto(`${appUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === landing, { timeout: 20_000 });
}

/**
 * Reloads until `find` appears (each load pulls the latest rows). Each try waits long enough for the
 * app to boot and pull on a busy machine: reloading sooner would only start the pull over.
 */
export async function reloadUntil(page: Page, find: () => ReturnType<Page['locator']>, timeout = 90_000): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      await find().first().waitFor({ timeout: 15_000 });
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await page.reload();
    }
  }
}
