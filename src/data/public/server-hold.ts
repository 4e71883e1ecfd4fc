/**
 * A pause in asking the server: after it failed (unreachable, an error) or was too slow, the device
 * answers for a while — otherwise every keystroke would wait for the failure (or the slow answer)
 * again before the device's results show.
 */
export interface ServerHold {
  /** True while the device answers without asking the server. */
  held(): boolean;
  /** The server failed or was too slow: hold for the pause. */
  failed(): void;
  /** The network came back: ask the server again at once. */
  release(): void;
}

export function createServerHold(pauseMs: number, now: () => number = Date.now): ServerHold {
  let until = 0;
  return {
    held: () => now() < until,
    failed: () => {
      until = now() + pauseMs;
    },
    release: () => {
      until = 0;
    },
  };
}
