import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS, type DesktopApi } from '../src/platform/desktop-api';
import { FakeEmitter } from './test-fakes';

const exposed = vi.hoisted(() => ({ key: '', api: undefined as unknown }));

vi.mock('electron', async () => {
  const { FakeEmitter: Emitter } = await import('./test-fakes');
  const ipcRenderer = Object.assign(new Emitter(), { invoke: vi.fn(async (..._args: unknown[]) => null) });
  return {
    ipcRenderer,
    contextBridge: {
      exposeInMainWorld: (key: string, api: unknown) => {
        exposed.key = key;
        exposed.api = api;
      },
    },
  };
});

describe('preload', () => {
  let api: DesktopApi;
  let ipcRenderer: FakeEmitter & { invoke: ReturnType<typeof vi.fn> };

  beforeAll(async () => {
    await import('./preload');
    api = exposed.api as DesktopApi;
    ipcRenderer = (await import('electron')).ipcRenderer as never;
  });

  it('exposes exactly the narrow API as window.cheezopediaDesktop', () => {
    expect(exposed.key).toBe('cheezopediaDesktop');
    expect(Object.keys(api).sort()).toEqual(['isDesktop', 'onMenuCommand', 'openCsv', 'saveFile', 'version']);
    expect(api.isDesktop).toBe(true);
    expect(typeof api.version).toBe('string');
    expect(Object.isFrozen(api)).toBe(true);
    expect(Object.values(api)).not.toContain(ipcRenderer);
  });

  it('openCsv and saveFile invoke their own channels with plain arguments', async () => {
    await api.openCsv();
    expect(ipcRenderer.invoke).toHaveBeenLastCalledWith(IPC_CHANNELS.openCsv);
    const request = { defaultName: 'cheeses.csv', content: 'a', extra: 'dropped' };
    await api.saveFile(request);
    expect(ipcRenderer.invoke).toHaveBeenLastCalledWith(IPC_CHANNELS.saveFile, { defaultName: 'cheeses.csv', content: 'a' });
    await expect(api.saveFile(null as never)).rejects.toThrow('saveFile needs');
  });

  it('onMenuCommand delivers known commands only and unsubscribes', () => {
    const seen: string[] = [];
    const off = api.onMenuCommand((command) => seen.push(command));
    ipcRenderer.emit(IPC_CHANNELS.menuCommand, {}, 'new-article');
    ipcRenderer.emit(IPC_CHANNELS.menuCommand, {}, 'rm -rf');
    ipcRenderer.emit('other-channel', {}, 'import-cheeses');
    off();
    ipcRenderer.emit(IPC_CHANNELS.menuCommand, {}, 'import-pairings');
    expect(seen).toEqual(['new-article']);
    expect(ipcRenderer.listeners.get(IPC_CHANNELS.menuCommand)).toEqual([]);
    expect(() => api.onMenuCommand('nope' as never)).toThrow('needs a callback');
  });
});
