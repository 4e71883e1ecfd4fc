/**
 * The limits of the stand-in's Realtime: hosted Supabase's Free plan (docs: Realtime → Limits),
 * counted the way the Realtime server counts them, for the whole stand-in as hosted counts them for
 * a project, plus the bounds of the server itself (frame size, idle timeout, backoffs).
 */
export interface RealtimeLimits {
  /** Clients (websockets that joined a channel) at once: Free plan 200. */
  maxConcurrentUsers: number;
  /** Messages per second (sent and received, averaged per tick over up to 12 ticks): Free 100. */
  maxEventsPerSecond: number;
  /** Channel joins per second, same averaging: Free 100. */
  maxJoinsPerSecond: number;
  /** Channels one websocket may have joined at once: 100. */
  maxChannelsPerClient: number;
  /** Presence messages per second (tracks and diffs delivered): Free 20. */
  maxPresenceEventsPerSecond: number;
  /** Presence calls (track, untrack) one channel may make per window: 5 per 30 s. */
  clientPresenceMaxCalls: number;
  clientPresenceWindowMs: number;
  /** Broadcast (and presence) payload size: Free 256 KB (KB of 1000 bytes, plus 500 bytes). */
  maxPayloadSizeKb: number;
  /** A websocket frame larger than this closes the socket (1009): 5,000,000 bytes. */
  maxFrameBytes: number;
  /**
   * Open websockets per client address (joined or not). Hosted bounds connections per node (1,000)
   * rather than per address; on loopback every client is one address, so this is that bound.
   */
  maxConnectionsPerIp: number;
  /** Client messages queued on one websocket before the server drops it (hosted: the process heap). */
  maxQueuedMessages: number;
}

export const FREE_PLAN_LIMITS: RealtimeLimits = {
  maxConcurrentUsers: 200,
  maxEventsPerSecond: 100,
  maxJoinsPerSecond: 100,
  maxChannelsPerClient: 100,
  maxPresenceEventsPerSecond: 20,
  clientPresenceMaxCalls: 5,
  clientPresenceWindowMs: 30_000,
  maxPayloadSizeKb: 256,
  maxFrameBytes: 5_000_000,
  maxConnectionsPerIp: 1_000,
  maxQueuedMessages: 1_000,
};

export interface RealtimeTimings {
  /** A websocket that sends nothing for this long is closed (1000): Phoenix's websocket timeout, 60 s. */
  idleTimeoutMs: number;
  /** A failed join is answered after this long (CHANNEL_ERROR_BACKOFF_MS): 5 s. */
  channelErrorBackoffMs: number;
  /** A refused websocket is answered after this long (CONNECT_ERROR_BACKOFF_MS): 2 s. */
  connectErrorBackoffMs: number;
  /** The rate counters' tick: 5 s. */
  rateTickMs: number;
  /** A websocket whose channels have all closed is dropped at the next check (NO_CHANNEL_TIMEOUT_IN_MS): 10 min. */
  noChannelCheckMs: number;
  /** A channel re-checks its access token at least this often (and at its expiry): 5 min. */
  confirmTokenMs: number;
}

export const HOSTED_TIMINGS: RealtimeTimings = {
  idleTimeoutMs: 60_000,
  channelErrorBackoffMs: 5_000,
  connectErrorBackoffMs: 2_000,
  rateTickMs: 5_000,
  noChannelCheckMs: 10 * 60_000,
  confirmTokenMs: 5 * 60_000,
};

/** Realtime's payload check: the payload's size against max KB × 1000 + 500 bytes. */
export function payloadTooLarge(bytes: number, limits: RealtimeLimits): boolean {
  return bytes > limits.maxPayloadSizeKb * 1000 + 500;
}
