/**
 * The sync engine: the device's database, the synced-table registry, pull, outbox and push — plain
 * TypeScript, no React, no supabase-js of its own (the clients are handed to `createDataLayer`).
 * Its API is the data layer's named reads, live reads, fetches and commands (./api.ts); the Dexie
 * database behind them is not exported. The editors' half (local writes, outbox, push, uploads:
 * ./writes) and the whole-table pull are loaded by the layer when an editor needs them, not by a
 * visitor's device.
 */
export type {
  Bucket, ChangeNotYours, DataLayer, DeviceReads, FlushResult, LiveQuery, OutboxCounts, PullResult, RealtimeChannelLike, RealtimeClientLike, RealtimeStatus, RecordState,
  RestClient, SaveOptions, ServerFetches,
} from './api';
export { currentScope } from './engine-context';
export { LocalWriteError } from './errors';
export { createDataLayer, type DataLayerOptions } from './layer';
export { LOCAL_IMAGE_PREFIX } from './local-image';
export type { AdminRow, Conflict, ConflictChoice, LocalImage, OutboxItem, PushOutcome, QueryState, SyncRow, SyncState, SyncStatus, SyncTable, SyncTables } from './types';
