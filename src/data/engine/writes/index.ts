/**
 * The editors' half of the sync engine: local writes with their outbox items, the push, image
 * uploads. The data layer loads it on first use (a write, or an outbox with items in it), so a
 * visitor's device, which never queues anything, does not download it.
 */
export { saveRecord, deleteRecord, resolveConflict, discardOutboxItem } from './outbox';
export { flushOutbox, recoverBackoff, skipBackoff } from './push';
export { storeImage } from './images';
