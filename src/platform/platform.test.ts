import { describe, expect, it, vi } from 'vitest';
import { createDesktopPlatform } from './desktop';
import type { DesktopApi, MenuCommand } from './desktop-api';
import { onExportRequest, requestExport } from './export-requests';
import { selectPlatform } from './index';
import { menuCommandAction, runMenuCommand } from './menu-commands';
import { PlatformFileError } from './platform';
import { stripBom } from './text';
import { createWebPlatform, readCsvFile } from './web';

function fakeApi(overrides: Partial<DesktopApi> = {}): DesktopApi {
  return {
    isDesktop: true,
    version: '1.2.3',
    openCsv: vi.fn(async () => ({ name: 'c.csv', text: 'a' })),
    saveFile: vi.fn(async () => '/home/ann/c.csv'),
    onMenuCommand: vi.fn(() => () => {}),
    ...overrides,
  };
}

describe('selectPlatform (the only Electron check)', () => {
  it('is the web platform without the preload bridge', () => {
    const platform = selectPlatform({});
    expect(platform.isDesktop).toBe(false);
    expect(platform.registerServiceWorker).toBe(true);
    expect(selectPlatform(undefined).isDesktop).toBe(false);
  });

  it('is the desktop platform with it', () => {
    const platform = selectPlatform({ cheezopediaDesktop: fakeApi() });
    expect(platform.isDesktop).toBe(true);
    expect(platform.registerServiceWorker).toBe(false);
    expect(platform.installed).toBe(true);
  });

  it('counts the web app as installed only in standalone display', () => {
    const standalone = (matches: boolean) => vi.stubGlobal('window', { matchMedia: (q: string) => ({ matches: matches && q === '(display-mode: standalone)' }) });
    standalone(false);
    expect(selectPlatform({}).installed).toBe(false);
    standalone(true);
    expect(selectPlatform({}).installed).toBe(true);
    vi.unstubAllGlobals();
  });

  it('ignores a bridge that does not say isDesktop: true', () => {
    expect(selectPlatform({ cheezopediaDesktop: { isDesktop: 'yes' } as unknown as DesktopApi }).isDesktop).toBe(false);
  });
});

describe('desktop platform', () => {
  it('passes picks, saves and menu subscriptions through', async () => {
    const api = fakeApi();
    const platform = createDesktopPlatform(api);
    await expect(platform.pickCsvFile()).resolves.toEqual({ name: 'c.csv', text: 'a' });
    await expect(platform.saveFile('c.csv', 'x', 'text/csv')).resolves.toBe(true);
    expect(api.saveFile).toHaveBeenCalledWith({ defaultName: 'c.csv', content: 'x' });
    const callback = vi.fn();
    platform.onMenuCommand(callback);
    expect(api.onMenuCommand).toHaveBeenCalledWith(callback);
  });

  it('reports a cancelled save as false and a cancelled pick as null', async () => {
    const platform = createDesktopPlatform(fakeApi({ saveFile: vi.fn(async () => null), openCsv: vi.fn(async () => null) }));
    await expect(platform.saveFile('c.csv', 'x', 'text/csv')).resolves.toBe(false);
    await expect(platform.pickCsvFile()).resolves.toBeNull();
  });

  it("turns Electron's IPC error wrapping into the main process's plain message", async () => {
    const openCsv = vi.fn(async () => {
      throw new Error(`Error invoking remote method 'dialogs:open-csv': IpcValidationError: "big.csv" is 25 MB; CSV files can be at most 20 MB.`);
    });
    const error = await createDesktopPlatform(fakeApi({ openCsv })).pickCsvFile().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformFileError);
    expect((error as Error).message).toBe('"big.csv" is 25 MB; CSV files can be at most 20 MB.');
  });
});

describe('web platform', () => {
  it('readCsvFile strips the BOM and enforces the cap', async () => {
    await expect(readCsvFile(new File(['\uFEFFname\nBrie'], 'c.csv'))).resolves.toEqual({ name: 'c.csv', text: 'name\nBrie' });
    await expect(readCsvFile(new File(['0123456789AB'], 'big.csv'), 10)).rejects.toThrow('CSV files can be at most');
  });

  function fakeDocument() {
    const created: Array<Record<string, unknown> & { listeners: Record<string, () => void> }> = [];
    const document = {
      createElement: (tag: string) => {
        const element = {
          tag,
          style: {} as Record<string, string>,
          listeners: {} as Record<string, () => void>,
          files: null as File[] | null,
          clicked: 0,
          removed: false,
          addEventListener(type: string, listener: () => void) {
            this.listeners[type] = listener;
          },
          click() {
            this.clicked += 1;
          },
          remove() {
            this.removed = true;
          },
        };
        created.push(element as never);
        return element;
      },
      body: { appendChild: vi.fn() },
    };
    return { document: document as unknown as Document, created };
  }

  it('pickCsvFile opens a hidden CSV file input and reads the chosen file', async () => {
    const { document, created } = fakeDocument();
    const pending = createWebPlatform({ document }).pickCsvFile();
    const input = created[0];
    expect(input).toMatchObject({ tag: 'input', type: 'file', accept: '.csv,text/csv', clicked: 1 });
    input.files = [new File(['\uFEFFa,b\n1,2'], 'pairings.csv')];
    input.listeners.change();
    await expect(pending).resolves.toEqual({ name: 'pairings.csv', text: 'a,b\n1,2' });
    expect(input.removed).toBe(true);
  });

  it('pickCsvFile resolves null when the chooser is cancelled', async () => {
    const { document, created } = fakeDocument();
    const pending = createWebPlatform({ document }).pickCsvFile();
    created[0].listeners.cancel();
    await expect(pending).resolves.toBeNull();
  });

  it('saveFile downloads a Blob of the given type under the given name', async () => {
    vi.useFakeTimers();
    const { document, created } = fakeDocument();
    const url = { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() };
    await expect(createWebPlatform({ document, url }).saveFile('cheeses.csv', 'name\nBrie', 'text/csv')).resolves.toBe(true);
    const blob = url.createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(blob[0].type).toBe('text/csv');
    expect(await blob[0].text()).toBe('name\nBrie');
    expect(created[0]).toMatchObject({ tag: 'a', href: 'blob:x', download: 'cheeses.csv', clicked: 1, removed: true });
    vi.runAllTimers();
    expect(url.revokeObjectURL).toHaveBeenCalledWith('blob:x');
    vi.useRealTimers();
  });

  it('never emits menu commands', () => {
    const off = createWebPlatform().onMenuCommand(() => {
      throw new Error('no');
    });
    expect(typeof off).toBe('function');
    off();
  });
});

describe('menu commands in the renderer', () => {
  it.each([
    ['new-article', '/admin/articles/new', undefined],
    ['import-cheeses', '/admin/cheeses/import', undefined],
    ['import-pairings', '/admin/pairings/import', undefined],
    ['export-cheeses', '/admin/cheeses', 'cheeses'],
    ['export-articles', '/admin/articles', 'articles'],
  ] as Array<[MenuCommand, string, string | undefined]>)('%s → %s', (command, path, exportTarget) => {
    expect(menuCommandAction(command)).toEqual(exportTarget ? { path, exportTarget } : { path });
  });

  it('Export… navigates to the list and the list screen receives the request once, even if it mounts later', () => {
    const navigate = vi.fn();
    runMenuCommand('export-cheeses', navigate);
    expect(navigate).toHaveBeenCalledWith('/admin/cheeses');
    const cheeses = vi.fn();
    const articles = vi.fn();
    const offArticles = onExportRequest('articles', articles);
    const offCheeses = onExportRequest('cheeses', cheeses);
    expect(cheeses).toHaveBeenCalledOnce();
    expect(articles).not.toHaveBeenCalled();
    requestExport('cheeses');
    expect(cheeses).toHaveBeenCalledTimes(2);
    offCheeses();
    offArticles();
    requestExport('articles');
    expect(articles).not.toHaveBeenCalled();
    const later = vi.fn();
    onExportRequest('articles', later)();
    expect(later).toHaveBeenCalledOnce();
  });
});

describe('stripBom', () => {
  it('removes one leading BOM only', () => {
    expect(stripBom('\uFEFF\uFEFFa')).toBe('\uFEFFa');
    expect(stripBom('a\uFEFF')).toBe('a\uFEFF');
    expect(stripBom('')).toBe('');
  });
});
