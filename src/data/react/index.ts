/**
 * React bindings every page loads when idle: the app's one data layer (`getDataLayer`), the live
 * answer to the engine's named reads (`useDeviceQuery`), and the hooks of the sync status,
 * connectivity, conflicts, pictures held on the device and changes not yours.
 */
export { useBackgroundSync, useChangesNotYours, useConflicts, useDeviceQuery, useImageUrl, useOnline, useSyncStatus } from './hooks';
export { getDataLayer } from './instance';
