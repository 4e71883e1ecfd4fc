/** The sync marker (shared UI component), kept under this name for the cheese screens. */
export { SyncMarker } from '@/ui/SyncMarker';
