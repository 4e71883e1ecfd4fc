/**
 * src/platform in a real browser, without the rest of the app: a tiny page bundled with esbuild from
 * src/platform + react-router mounts usePlatform(), useMenuCommands() and useExportRequest().
 * - desktop: the page gets the same window.cheezopediaDesktop the preload exposes (fake dialogs);
 *   menu commands navigate, Export… reaches the list screen, picks and saves go through the bridge;
 * - web: no bridge; picking uses a real file chooser (BOM stripped) and saving a real download.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { describeBrowser, launchBrowser } from '../helpers/browser';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const HARNESS = `
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useLocation, useNavigate, Outlet } from 'react-router-dom';
import { getPlatform } from './src/platform/index';
import { useMenuCommands } from './src/platform/menu-commands';
import { useExportRequest } from './src/platform/export-requests';

function Shell() {
  const navigate = useNavigate();
  useMenuCommands(navigate);
  const location = useLocation();
  const platform = getPlatform();
  const [exports, setExports] = useState<string[]>([]);
  const [result, setResult] = useState('');
  useExportRequest('cheeses', () => setExports((e) => [...e, 'cheeses']));
  useExportRequest('articles', () => setExports((e) => [...e, 'articles']));
  const run = (task: () => Promise<unknown>) => () =>
    task().then((value) => setResult(JSON.stringify(value)), (error: Error) => setResult('error: ' + error.message));
  return (
    <main>
      <output id="path">{location.pathname}</output>
      <output id="kind">{platform.isDesktop ? 'desktop' : 'web'}</output>
      <output id="sw">{String(platform.registerServiceWorker)}</output>
      <output id="exports">{exports.join(',')}</output>
      <output id="result">{result}</output>
      <button id="pick" onClick={run(() => platform.pickCsvFile())}>Pick</button>
      <button id="save" onClick={run(() => platform.saveFile('cheeses.csv', 'name\\nBrie\\n', 'text/csv'))}>Save</button>
      <Outlet />
    </main>
  );
}

const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/admin'] });
createRoot(document.getElementById('root')!).render(<StrictMode><RouterProvider router={router} /></StrictMode>);
`;

/** The fake bridge: same shape as the preload's, dialogs replaced by scripted answers. */
function installFakeDesktop() {
  const listeners = new Set<(command: string) => void>();
  const calls: unknown[] = [];
  const answers: { openCsv: unknown; saveFile: unknown; openError?: string } = {
    openCsv: { name: 'cheeses.csv', text: 'name,type\nBrie,Soft\n' },
    saveFile: '/home/ann/cheeses.csv',
  };
  const w = window as unknown as Record<string, unknown>;
  w.cheezopediaDesktop = Object.freeze({
    isDesktop: true,
    version: '1.0.0-test',
    openCsv: async () => {
      calls.push(['openCsv']);
      if (answers.openError) throw new Error(answers.openError);
      return answers.openCsv;
    },
    saveFile: async (request: unknown) => {
      calls.push(['saveFile', request]);
      return answers.saveFile;
    },
    onMenuCommand: (callback: (command: string) => void) => {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  });
  w.__desktopTest = { calls, answers, emit: (command: string) => listeners.forEach((l) => l(command)), listeners };
}

let server: Server;
let base: string;
let browser: Browser;

async function openPage(desktop: boolean): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  if (desktop) await context.addInitScript(installFakeDesktop);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(base);
  await page.locator('#path').filter({ hasText: '/admin' }).waitFor();
  expect(errors).toEqual([]);
  return page;
}

const text = (page: Page, id: string) => page.locator(`#${id}`).innerText();
const emit = (page: Page, command: string) =>
  page.evaluate((c) => (window as unknown as { __desktopTest: { emit(c: string): void } }).__desktopTest.emit(c), command);

describeBrowser('src/platform in the browser', () => {
  beforeAll(async () => {
    const bundle = await build({
      stdin: { contents: HARNESS, resolveDir: projectRoot, loader: 'tsx', sourcefile: 'harness.tsx' },
      bundle: true,
      write: false,
      format: 'esm',
      jsx: 'automatic',
      target: 'es2022',
      define: { 'process.env.NODE_ENV': '"development"' },
      logLevel: 'silent',
    });
    const js = bundle.outputFiles[0].text;
    server = createServer((request, response) => {
      if (request.url === '/app.js') {
        response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(js);
      } else {
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><div id="root"></div><script type="module" src="/app.js"></script>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('desktop: the bridge is chosen and the service worker is off', async () => {
    const page = await openPage(true);
    expect(await text(page, 'kind')).toBe('desktop');
    expect(await text(page, 'sw')).toBe('false');
    await page.context().close();
  });

  it('desktop: menu commands navigate the renderer; Export… reaches the list screen once', async () => {
    const page = await openPage(true);
    const expectPath = (p: string) => page.locator('#path').filter({ hasText: new RegExp(`^${p}$`) }).waitFor();
    await emit(page, 'new-article');
    await expectPath('/admin/articles/new');
    await emit(page, 'import-cheeses');
    await expectPath('/admin/cheeses/import');
    await emit(page, 'import-pairings');
    await expectPath('/admin/pairings/import');
    await emit(page, 'export-cheeses');
    await expectPath('/admin/cheeses');
    await page.locator('#exports').filter({ hasText: /^cheeses$/ }).waitFor();
    await emit(page, 'export-articles');
    await expectPath('/admin/articles');
    await page.locator('#exports').filter({ hasText: /^cheeses,articles$/ }).waitFor();
    // StrictMode mounts effects twice: exactly one listener must remain subscribed.
    expect(await page.evaluate(() => (window as unknown as { __desktopTest: { listeners: Set<unknown> } }).__desktopTest.listeners.size)).toBe(1);
    await page.context().close();
  });

  it('desktop: picking and saving go through the native dialogs of the bridge', async () => {
    const page = await openPage(true);
    await page.click('#pick');
    await page.locator('#result').filter({ hasText: 'Brie' }).waitFor();
    expect(JSON.parse(await text(page, 'result'))).toEqual({ name: 'cheeses.csv', text: 'name,type\nBrie,Soft\n' });

    await page.click('#save');
    await page.locator('#result').filter({ hasText: /^true$/ }).waitFor();
    const calls = await page.evaluate(() => (window as unknown as { __desktopTest: { calls: unknown[] } }).__desktopTest.calls);
    expect(calls).toEqual([['openCsv'], ['saveFile', { defaultName: 'cheeses.csv', content: 'name\nBrie\n' }]]);

    // Cancelled dialogs.
    await page.evaluate(() => {
      const answers = (window as unknown as { __desktopTest: { answers: Record<string, unknown> } }).__desktopTest.answers;
      answers.openCsv = null;
      answers.saveFile = null;
    });
    await page.click('#pick');
    await page.locator('#result').filter({ hasText: /^null$/ }).waitFor();
    await page.click('#save');
    await page.locator('#result').filter({ hasText: /^false$/ }).waitFor();

    // A refusal from the main process reaches the screen as its plain message.
    await page.evaluate(() => {
      const answers = (window as unknown as { __desktopTest: { answers: Record<string, unknown> } }).__desktopTest.answers;
      answers.openError = `Error invoking remote method 'dialogs:open-csv': IpcValidationError: "big.csv" is 25 MB; CSV files can be at most 20 MB.`;
    });
    await page.click('#pick');
    await page.locator('#result').filter({ hasText: 'error:' }).waitFor();
    expect(await text(page, 'result')).toBe('error: "big.csv" is 25 MB; CSV files can be at most 20 MB.');
    await page.context().close();
  });

  it('web: no bridge; a file chooser limited to CSV, BOM stripped', async () => {
    const page = await openPage(false);
    expect(await text(page, 'kind')).toBe('web');
    expect(await text(page, 'sw')).toBe('true');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#pick')]);
    expect(chooser.isMultiple()).toBe(false);
    expect(await chooser.element().getAttribute('accept')).toBe('.csv,text/csv');
    await chooser.setFiles({ name: 'pairings.csv', mimeType: 'text/csv', buffer: Buffer.from('\uFEFFcheese_id,pairing_type\n1,wine\n', 'utf8') });
    await page.locator('#result').filter({ hasText: 'pairings.csv' }).waitFor();
    expect(JSON.parse(await text(page, 'result'))).toEqual({ name: 'pairings.csv', text: 'cheese_id,pairing_type\n1,wine\n' });
    expect(await page.locator('input[type=file]').count()).toBe(0);
    await page.context().close();
  });

  it('web: saving downloads the file', async () => {
    const page = await openPage(false);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
    expect(download.suggestedFilename()).toBe('cheeses.csv');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('name\nBrie\n');
    await page.locator('#result').filter({ hasText: /^true$/ }).waitFor();
    await page.context().close();
  });
});
