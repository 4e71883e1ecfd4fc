/**
 * The domain rule every stored row of a synced table obeys, checked before a local write is queued
 * (a message, or null when the row may be queued). Apart from the registry so the editors' code
 * (./editing) loads the rules and their texts, not every visitor's device.
 */
import { cheeseRowProblem } from '@/domain/cheese-rules';
import { entryRowProblem } from '@/domain/entry-rules';
import { imagePlaceholderProblem } from '@/domain/image-placeholder';
import { pairingProblem } from '@/domain/pairing-rules';
import { announcementProblem } from '@/domain/announcement-rules';
import { recipeFieldsProblem } from '@/domain/recipe/recipe-fields';
import type { SyncTable, SyncTables } from '../types';

export const VALIDATORS: { [K in SyncTable]: (row: SyncTables[K]) => string | null } = {
  cheezopedia_entries: (row) => entryRowProblem(row) ?? imagePlaceholderProblem(row) ?? recipeFieldsProblem(row),
  cheeses: (row) => cheeseRowProblem(row) ?? imagePlaceholderProblem(row),
  pairings: pairingProblem,
  newsletter_announcements: announcementProblem,
};
