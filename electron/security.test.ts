import { describe, expect, it, vi } from 'vitest';
import { denyAllPermissions, hardenWebContents, isAppUrl, navigationGuard, secureWebPreferences, windowOpenHandler } from './security';
import { FakeWebContents } from './test-fakes';
import type { WebContents } from 'electron';

const fakeShell = () => ({ openExternal: vi.fn(() => Promise.resolve()) });

describe('web preferences', () => {
  it('sets isolation, sandbox, no Node and web security explicitly', () => {
    expect(secureWebPreferences('/app/dist-electron/preload.cjs')).toEqual({
      preload: '/app/dist-electron/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});

describe('isAppUrl', () => {
  it.each([
    ['app://cheezopedia/admin', true],
    ['app://cheezopedia', true],
    ['app://other/admin', false],
    ['app://cheezopedia.evil.com/', false],
    ['https://cheezopedia/admin', false],
    ['file:///etc/passwd', false],
    ['nonsense', false],
  ])('%s → %s', (url, expected) => expect(isAppUrl(url)).toBe(expected));
});

describe('navigation', () => {
  it('allows in-app navigation', () => {
    const shell = fakeShell();
    const event = { url: 'app://cheezopedia/admin/cheeses', preventDefault: vi.fn() };
    navigationGuard(shell)(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('blocks other origins; allowed https links go to the system browser', () => {
    const shell = fakeShell();
    const event = { url: 'https://www.cheezopedia.com/page', preventDefault: vi.fn() };
    navigationGuard(shell)(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(shell.openExternal).toHaveBeenCalledWith('https://www.cheezopedia.com/page');
  });

  it.each([
    'file:///etc/passwd',
    'javascript:alert(1)',
    'app://evil/admin',
    'smb://host/share',
    'https://example.com/page',
    'http://www.cheezopedia.com/',
    'https://www.cheezopedia.com.evil.example/',
    'https://user:pw@www.cheezopedia.com/',
    'https://www.cheezopedia.com:8443/',
    'http://localhost:4173/',
  ])(
    'blocks %s without opening anything',
    (url) => {
      const shell = fakeShell();
      const event = { url, preventDefault: vi.fn() };
      navigationGuard(shell)(event);
      expect(event.preventDefault).toHaveBeenCalled();
      expect(shell.openExternal).not.toHaveBeenCalled();
    },
  );
});

describe('window open', () => {
  it('denies every new window and opens only allow-listed https externally', () => {
    const shell = fakeShell();
    const open = windowOpenHandler(shell);
    expect(open({ url: 'https://cheese.example/brie', frameName: '' })).toEqual({ action: 'deny' });
    expect(open({ url: 'https://apps.apple.com/app/cheezopedia', frameName: '' })).toEqual({ action: 'deny' });
    expect(open({ url: 'http://localhost:4173/', frameName: '' })).toEqual({ action: 'deny' });
    expect(open({ url: 'app://cheezopedia/admin', frameName: '' })).toEqual({ action: 'deny' });
    expect(open({ url: 'file:///etc/passwd', frameName: '' })).toEqual({ action: 'deny' });
    expect(open({ url: 'mailto:a@b.c', frameName: '' })).toEqual({ action: 'deny' });
    expect(shell.openExternal.mock.calls).toEqual([['https://apps.apple.com/app/cheezopedia']]);
  });
});

describe('hardenWebContents', () => {
  it('installs the guards on a WebContents', () => {
    const shell = fakeShell();
    const contents = new FakeWebContents();
    hardenWebContents(contents as unknown as WebContents, shell);
    const event = { url: 'https://x.example/', preventDefault: vi.fn() };
    contents.emit('will-navigate', event);
    expect(event.preventDefault).toHaveBeenCalled();
    const redirect = { url: 'https://y.example/', preventDefault: vi.fn() };
    contents.emit('will-redirect', redirect);
    expect(redirect.preventDefault).toHaveBeenCalled();
    const webview = { preventDefault: vi.fn() };
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();
    expect(contents.windowOpenHandler?.({ url: 'https://z.example/', frameName: '' })).toEqual({ action: 'deny' });
  });

  it('denies permission requests and permission checks', () => {
    const session = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn() };
    denyAllPermissions(session);
    const handler = session.setPermissionRequestHandler.mock.calls[0][0] as (w: unknown, p: string, cb: (ok: boolean) => void) => void;
    const callback = vi.fn();
    handler({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    const check = session.setPermissionCheckHandler.mock.calls[0][0] as (w: unknown, p: string) => boolean;
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read']) expect(check({}, p)).toBe(false);
  });
});
