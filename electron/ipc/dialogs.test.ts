import { describe, expect, it, vi } from 'vitest';
import { DESKTOP_LIMITS, IPC_CHANNELS } from '../../src/platform/desktop-api';
import { FakeIpcMain } from '../test-fakes';
import { decodeUtf8, registerDialogHandlers, validateSaveRequest, type DialogDeps } from './dialogs';

const APP = 'app://cheezopedia/admin/cheeses/import';
const utf8 = (text: string) => new TextEncoder().encode(text);

function setup(overrides: Partial<DialogDeps> = {}, files: Record<string, Uint8Array> = {}) {
  const written: Array<[string, string]> = [];
  const deps: DialogDeps = {
    dialog: {
      showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: ['/home/ann/cheeses.csv'] })),
      showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: '/home/ann/export.csv' })),
    } as unknown as DialogDeps['dialog'],
    fs: {
      stat: vi.fn(async (file: string) => {
        if (!(file in files)) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
        return { size: files[file].byteLength, isFile: () => true };
      }),
      readFile: vi.fn(async (file: string) => files[file]),
      writeFile: vi.fn(async (file: string, data: string) => {
        written.push([file, data]);
      }),
    },
    getWindow: () => null,
    ...overrides,
  };
  const ipc = new FakeIpcMain();
  registerDialogHandlers(ipc, deps);
  return { ipc, deps, written };
}

describe('sender check', () => {
  it.each([null, 'https://evil.example/', 'file:///tmp/x.html', 'app://other/admin', 'devtools://devtools/bundled/x'])(
    'refuses both handlers for a frame at %s',
    async (url) => {
      const { ipc, deps } = setup();
      await expect(ipc.invoke(IPC_CHANNELS.openCsv, url)).rejects.toThrow(/did not come from the Cheezopedia app/);
      await expect(ipc.invoke(IPC_CHANNELS.saveFile, url, { defaultName: 'a.csv', content: 'x' })).rejects.toThrow(/did not come/);
      expect(deps.dialog.showOpenDialog).not.toHaveBeenCalled();
      expect(deps.dialog.showSaveDialog).not.toHaveBeenCalled();
    },
  );
});

describe('openCsv', () => {
  it('shows a CSV-filtered open dialog and returns the name and text, BOM removed', async () => {
    const { ipc, deps } = setup({}, { '/home/ann/cheeses.csv': utf8('\uFEFFname,type\nBrie,Soft\n') });
    await expect(ipc.invoke(IPC_CHANNELS.openCsv, APP)).resolves.toEqual({ name: 'cheeses.csv', text: 'name,type\nBrie,Soft\n' });
    expect(deps.dialog.showOpenDialog).toHaveBeenCalledWith(
      expect.objectContaining({ filters: [{ name: 'CSV', extensions: ['csv'] }], properties: ['openFile'] }),
    );
  });

  it('keeps non-ASCII UTF-8 text intact', async () => {
    const { ipc } = setup({}, { '/home/ann/cheeses.csv': utf8('name\nSaint-Nectaire à la crème — Époisses\n') });
    const result = (await ipc.invoke(IPC_CHANNELS.openCsv, APP)) as { text: string };
    expect(result.text).toBe('name\nSaint-Nectaire à la crème — Époisses\n');
  });

  it('returns null when the dialog is cancelled, reading nothing', async () => {
    const { ipc, deps } = setup({
      dialog: { showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: [] })), showSaveDialog: vi.fn() } as unknown as DialogDeps['dialog'],
    });
    await expect(ipc.invoke(IPC_CHANNELS.openCsv, APP)).resolves.toBeNull();
    expect(deps.fs.readFile).not.toHaveBeenCalled();
  });

  it('refuses a file over the cap with a clear message, without reading it', async () => {
    const { ipc, deps } = setup({}, {});
    deps.fs.stat = vi.fn(async () => ({ size: DESKTOP_LIMITS.csvMaxBytes + 1, isFile: () => true }));
    await expect(ipc.invoke(IPC_CHANNELS.openCsv, APP)).rejects.toThrow('"cheeses.csv" is 20.0 MB; CSV files can be at most 20 MB.');
    expect(deps.fs.readFile).not.toHaveBeenCalled();
  });

  it('refuses a file that grew over the cap between stat and read', async () => {
    const { ipc, deps } = setup({ maxCsvBytes: 10 }, { '/home/ann/cheeses.csv': utf8('tiny') });
    deps.fs.readFile = vi.fn(async () => utf8('this is more than ten bytes'));
    await expect(ipc.invoke(IPC_CHANNELS.openCsv, APP)).rejects.toThrow(/at most/);
  });

  it('refuses text that is not UTF-8', async () => {
    const { ipc } = setup({}, { '/home/ann/cheeses.csv': new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0x74, 0xe9]) });
    await expect(ipc.invoke(IPC_CHANNELS.openCsv, APP)).rejects.toThrow('"cheeses.csv" is not UTF-8 text. Save the CSV as UTF-8 and try again.');
  });

  it('takes no arguments (a renderer cannot name a path)', async () => {
    const { ipc, deps } = setup();
    await expect(ipc.invoke(IPC_CHANNELS.openCsv, APP, '/etc/passwd')).rejects.toThrow('openCsv takes no arguments.');
    expect(deps.dialog.showOpenDialog).not.toHaveBeenCalled();
  });

  it('makes the dialog modal to the app window when there is one', async () => {
    const win = { id: 1 };
    const { ipc, deps } = setup({ getWindow: () => win as never }, { '/home/ann/cheeses.csv': utf8('a\n1') });
    await ipc.invoke(IPC_CHANNELS.openCsv, APP);
    expect(vi.mocked(deps.dialog.showOpenDialog).mock.calls[0][0]).toBe(win);
  });
});

describe('saveFile', () => {
  it('shows the save dialog with the suggested name and writes the content as UTF-8', async () => {
    const { ipc, deps, written } = setup();
    await expect(ipc.invoke(IPC_CHANNELS.saveFile, APP, { defaultName: 'cheeses.csv', content: 'name\nBrie\n' })).resolves.toBe('/home/ann/export.csv');
    expect(written).toEqual([['/home/ann/export.csv', 'name\nBrie\n']]);
    expect(deps.dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({ defaultPath: 'cheeses.csv', filters: [{ name: 'CSV', extensions: ['csv'] }, { name: 'All Files', extensions: ['*'] }] }),
    );
  });

  it('returns null when cancelled and writes nothing', async () => {
    const { ipc, written } = setup({
      dialog: { showOpenDialog: vi.fn(), showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: '' })) } as unknown as DialogDeps['dialog'],
    });
    await expect(ipc.invoke(IPC_CHANNELS.saveFile, APP, { defaultName: 'a.csv', content: 'x' })).resolves.toBeNull();
    expect(written).toEqual([]);
  });

  it.each([
    [[], 'saveFile takes exactly one argument.'],
    [[{ defaultName: 'a.csv', content: 'x' }, 'extra'], 'saveFile takes exactly one argument.'],
    [['a.csv'], 'saveFile needs { defaultName, content }.'],
    [[null], 'saveFile needs { defaultName, content }.'],
    [[{ defaultName: '', content: 'x' }], 'The file name must be a non-empty string.'],
    [[{ defaultName: 42, content: 'x' }], 'The file name must be a non-empty string.'],
    [[{ defaultName: '../../.bashrc', content: 'x' }], 'The file name must not contain a folder.'],
    [[{ defaultName: 'C:\\Windows\\x.csv', content: 'x' }], 'The file name must not contain a folder.'],
    [[{ defaultName: 'a'.repeat(256), content: 'x' }], 'The file name is longer than 255 characters.'],
    [[{ defaultName: 'a.csv', content: 42 }], 'The file content must be text.'],
    [[{ defaultName: 'a.csv', content: new Uint8Array(3) }], 'The file content must be text.'],
  ])('validates the arguments %#', async (args, message) => {
    const { ipc, deps } = setup();
    await expect(ipc.invoke(IPC_CHANNELS.saveFile, APP, ...(args as unknown[]))).rejects.toThrow(message);
    expect(deps.dialog.showSaveDialog).not.toHaveBeenCalled();
  });

  it('refuses content over the size cap', () => {
    expect(() => validateSaveRequest([{ defaultName: 'a.csv', content: 'é'.repeat(6) }], 10)).toThrow('at most');
    expect(validateSaveRequest([{ defaultName: 'a.csv', content: 'é'.repeat(5) }], 10)).toEqual({ defaultName: 'a.csv', content: 'ééééé' });
  });
});

describe('decodeUtf8', () => {
  it('removes exactly one BOM', () => {
    expect(decodeUtf8('a', new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('a');
    expect(decodeUtf8('a', utf8('plain'))).toBe('plain');
  });
});
