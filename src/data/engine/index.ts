/**
 * The sync engine: the device's database, the synced-table registry, pull, outbox and push — plain
 * TypeScript, no React, no supabase-js of its own (the clients are handed to `createDataLayer`).
 * The editors' half (local writes, outbox, push, uploads: ./writes) and the whole-table pull are
 * loaded by the layer when an editor needs them, not by a visitor's device.
 */
export { createDb, type CheezopediaDB } from './db';
export { LocalWriteError } from './errors';
export { currentScope, getMeta, queueOwner, type DataContext, type RestClient } from './engine-context';
export { createDataLayer, outcomeOf, type DataLayer, type SaveOptions } from './layer';
export { adminLocal, local } from './local';
export { LOCAL_IMAGE_PREFIX, localImageId } from './local-image';
export { LAST_ERROR_KEY, LAST_SYNCED_KEY, applyRows } from './pull';
export { SYNC_TABLES, anyRegistration, registration, storeFor } from './registry';
export { remote } from './remote';
export { SyncError, selectRows } from './rows';
export { SAVE_ALL_KEY, markOpened, markShownCheeses, saveDataWanted } from './scopes';
export type { AdminRow, Conflict, LocalImage, OutboxItem, PushOutcome, QueryState, SyncRow, SyncState, SyncStatus, SyncTable, SyncTables } from './types';
export { WORKING_COPY_PREFIX } from './working-copy-key';
export { splitByOwner, storedSealKey } from './seal-key';
export { purgePrivateData } from './sign-out';
export type { Bucket } from './writes/images';

/** "Save all for offline"'s pictures (size estimate, caching), loaded when that screen asks. */
export const loadOfflineImages = () => import('./offline-images');
