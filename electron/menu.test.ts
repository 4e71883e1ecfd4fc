import { describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { MENU_COMMANDS } from '../src/platform/desktop-api';
import { buildMenuTemplate } from './menu';

function build(platform: string, devTools = false) {
  const send = vi.fn();
  const openWebsite = vi.fn();
  const template = buildMenuTemplate({ platform, appName: 'Cheezopedia', send, openWebsite, devTools });
  return { template, send, openWebsite };
}

function flatten(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
}

const byLabel = (items: MenuItemConstructorOptions[], label: string) => {
  const item = items.find((i) => i.label === label);
  if (!item) throw new Error(`no menu ${label}`);
  return item;
};

describe('application menu', () => {
  it('has File, Edit, View, Window and Help (plus the app menu on macOS)', () => {
    expect(build('linux').template.map((item) => item.label)).toEqual(['&File', '&Edit', '&View', '&Window', '&Help']);
    expect(build('darwin').template.map((item) => item.label)).toEqual(['Cheezopedia', '&File', '&Edit', '&View', '&Window', '&Help']);
  });

  it('File lists New Article, the two imports, Export… (cheeses / articles) and Quit', () => {
    const file = byLabel(build('win32').template, '&File');
    const labels = (file.submenu ?? []).filter((i) => i.type !== 'separator').map((i) => i.label);
    expect(labels).toEqual(['New Article', 'Import Cheeses CSV…', 'Import Pairings CSV…', 'Export…', 'Quit']);
    const exportMenu = byLabel(file.submenu ?? [], 'Export…');
    expect(exportMenu.submenu?.map((i) => i.label)).toEqual(['Cheese Catalogue CSV…', 'Article List CSV…']);
    expect((file.submenu ?? []).find((i) => i.label === 'Quit')?.role).toBe('quit');
  });

  it('each command item sends its command, and every command has an item', () => {
    const { template, send } = build('linux');
    const commandItems = flatten(template).filter((item) => item.id && (MENU_COMMANDS as readonly string[]).includes(item.id));
    expect(commandItems.map((item) => item.id).sort()).toEqual([...MENU_COMMANDS].sort());
    for (const item of commandItems) {
      send.mockClear();
      item.click?.();
      expect(send).toHaveBeenCalledExactlyOnceWith(item.id);
    }
  });

  it('has keyboard accelerators', () => {
    const items = flatten(build('linux').template);
    const accelerator = (id: string) => items.find((i) => i.id === id)?.accelerator;
    expect(accelerator('new-article')).toBe('CmdOrCtrl+N');
    expect(accelerator('import-cheeses')).toBe('CmdOrCtrl+O');
    expect(accelerator('import-pairings')).toBe('CmdOrCtrl+Shift+O');
    expect(accelerator('export-cheeses')).toBe('CmdOrCtrl+E');
    expect(accelerator('export-articles')).toBe('CmdOrCtrl+Shift+E');
    const all = items.map((i) => i.accelerator).filter(Boolean);
    expect(new Set(all).size).toBe(all.length);
  });

  it('Edit, View and Window use the usual roles', () => {
    const { template } = build('linux');
    const roles = (label: string) => (byLabel(template, label).submenu ?? []).map((i) => i.role).filter(Boolean);
    expect(roles('&Edit')).toEqual(['undo', 'redo', 'cut', 'copy', 'paste', 'delete', 'selectAll']);
    expect(roles('&View')).toEqual(['reload', 'forceReload', 'resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
    expect(roles('&Window')).toEqual(['minimize', 'close']);
    expect(byLabel(template, '&Window').role).toBe('window');
    expect(byLabel(template, '&Help').role).toBe('help');
  });

  it('offers the developer tools only when asked (development builds)', () => {
    const roles = (devTools: boolean) => flatten(build('linux', devTools).template).map((i) => i.role);
    expect(roles(true)).toContain('toggleDevTools');
    expect(roles(false)).not.toContain('toggleDevTools');
  });

  it('Help opens the website', () => {
    const { template, openWebsite } = build('linux');
    flatten(template).find((i) => i.id === 'website')?.click?.();
    expect(openWebsite).toHaveBeenCalledOnce();
  });
});
