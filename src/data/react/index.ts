/**
 * React bindings every page loads when idle: the app's one data layer (`getDataLayer`) and the hooks
 * of the sync status, connectivity, conflicts, pictures held on the device and changes not yours.
 */
export { useBackgroundSync, useChangesNotYours, useConflicts, useImageUrl, useOnline, useSyncStatus, type ChangeNotYours } from './hooks';
export { getDataLayer } from './instance';
