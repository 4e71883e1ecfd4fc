/** What each desktop menu command does in the renderer: a route, and for Export… an export request. */
import { useEffect, useRef } from 'react';
import type { MenuCommand } from './desktop-api';
import { requestExport, type ExportTarget } from './export-requests';
import { getPlatform } from './index';

export interface MenuCommandAction {
  path: string;
  exportTarget?: ExportTarget;
}

/** Maps a menu command to the route it opens (and the export it requests). */
export function menuCommandAction(command: MenuCommand): MenuCommandAction {
  switch (command) {
    case 'new-article':
      return { path: '/admin/articles/new' };
    case 'import-cheeses':
      return { path: '/admin/cheeses/import' };
    case 'import-pairings':
      return { path: '/admin/pairings/import' };
    case 'export-cheeses':
      return { path: '/admin/cheeses', exportTarget: 'cheeses' };
    case 'export-articles':
      return { path: '/admin/articles', exportTarget: 'articles' };
  }
}

/** Runs a menu command: navigates, then files the export request for the screen to pick up. */
export function runMenuCommand(command: MenuCommand, navigate: (path: string) => unknown): void {
  const action = menuCommandAction(command);
  void navigate(action.path);
  if (action.exportTarget) requestExport(action.exportTarget);
}

/**
 * Mount once near the router: turns desktop menu commands into navigation. On the web it subscribes to
 * nothing that ever fires.
 */
export function useMenuCommands(navigate: (path: string) => unknown): void {
  const platform = getPlatform();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  });
  useEffect(() => platform.onMenuCommand((command) => runMenuCommand(command, latest.current)), [platform]);
}

/** useMenuCommands as a component: the app mounts it (lazily) in the desktop app only. */
export function MenuCommands({ navigate }: { navigate: (path: string) => unknown }): null {
  useMenuCommands(navigate);
  return null;
}
