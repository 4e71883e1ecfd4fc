/**
 * Window security: the web preferences of every window, the navigation and window-open rules, and
 * permission requests. Applied to every WebContents the app creates (see main.ts).
 */
import type { HandlerDetails, Session, Shell, WebContents, WebPreferences, WindowOpenHandlerResponse } from 'electron';
import { APP_HOST, APP_SCHEME, EXTERNAL_HOSTS } from './config';

/** True for URLs of the app itself (app://cheezopedia/…). */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * True for the only URLs handed to the system browser: https, no credentials, default port, a host
 * of EXTERNAL_HOSTS (the site, the store pages). shell.openExternal would open anything else too.
 */
export function isAllowedExternalUrl(url: string, hosts: readonly string[] = EXTERNAL_HOSTS): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && u.username === '' && u.password === '' && u.port === '' && hosts.includes(u.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** The web preferences of the app window: isolated, sandboxed, no Node, web security on — all explicit. */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
  };
}

type OpenExternal = Pick<Shell, 'openExternal'>;

function openInBrowser(shell: OpenExternal, url: string): void {
  if (!isAllowedExternalUrl(url)) {
    console.warn('Not opening a link outside the allow-list:', url);
    return;
  }
  shell.openExternal(url).catch((error: unknown) => console.error('Could not open', url, error));
}

/** `will-navigate` / `will-redirect`: stays on app://cheezopedia; allowed https links go to the system browser. */
export function navigationGuard(shell: OpenExternal) {
  return (event: { preventDefault(): void; url: string }): void => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    openInBrowser(shell, event.url);
  };
}

/** `setWindowOpenHandler`: never a new Electron window; allowed https URLs open in the system browser. */
export function windowOpenHandler(shell: OpenExternal) {
  return (details: HandlerDetails): WindowOpenHandlerResponse => {
    openInBrowser(shell, details.url);
    return { action: 'deny' };
  };
}

/** Applies the navigation, window-open and webview rules to one WebContents. */
export function hardenWebContents(contents: WebContents, shell: OpenExternal): void {
  const guard = navigationGuard(shell);
  contents.on('will-navigate', guard);
  contents.on('will-redirect', guard);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(windowOpenHandler(shell));
}

/**
 * The app needs no camera, microphone, geolocation, notifications …: every permission request is
 * denied, and every permission check (navigator.permissions.query, feature checks) answers no.
 */
export function denyAllPermissions(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
