/** The line a form shows while others have the same record open (from Realtime presence). */

export interface PresencePeer {
  /** One open form (a tab on a device): its own key. */
  key: string;
  name: string;
}

/** "Also open: Ada Admin, on another device" (several: "Ada Admin and Pat Partner, on other devices"); null: nobody else. */
export function presenceLine(peers: readonly PresencePeer[]): string | null {
  const names = [...new Set(peers.map((p) => p.name.trim() || 'Someone'))];
  if (!peers.length) return null;
  if (peers.length === 1) return `Also open: ${names[0]}, on another device`;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `Also open: ${list}, on other devices`;
}
