/**
 * Entity shapes shared by every layer. The row types derive from the schema's generated types
 * (database.types.ts, held to the migrations by CI), narrowed where a CHECK constraint or the app's
 * JSON shape says more than the generated type can.
 */
import type { Database } from './database.types';

export type ContentType = 'article' | 'recipe' | 'pairing_guide';
export type CheeseType = 'Hard' | 'Soft' | 'Semi-soft' | 'Fresh' | 'Blue' | 'Processed';
export type MilkType = 'Cow' | 'Goat' | 'Sheep' | 'Mixed' | 'Buffalo';
export type Role = 'admin' | 'partner' | 'user';

export interface Ingredient {
  amount: string;
  item: string;
}

export interface Instruction {
  step?: string | null;
  description: string;
}

/** A row of a table as the database defines it (generated from the migrations). */
type Row<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T]['Row'];
/**
 * Columns a row may lack on this device: added by later migrations (rows stored before them), or
 * left out of the partial rows a visitor's device keeps.
 */
type MayLack<R, K extends keyof R> = Omit<R, K> & Partial<Pick<R, K>>;

/**
 * An entry as stored, narrowed where the app knows more than the schema's types say: the content
 * type and review status (CHECK constraints) and the recipe JSON.
 */
export type Entry = MayLack<
  Omit<Row<'cheezopedia_entries'>, 'content_type' | 'ingredients' | 'instructions' | 'review_status'> & {
    content_type: ContentType;
    ingredients: Ingredient[];
    instructions: Instruction[];
    review_status: ReviewStatus | null;
  },
  'image_placeholder' | 'author_name' | 'review_status' | 'review_note' | 'submitted_at' | 'revision_of' | 'cook_time' | 'recipe_category'
>;

export type ReviewStatus = 'in_review' | 'changes_requested';

/** A partner's public byline (partner_profiles). */
export type PartnerProfile = MayLack<Row<'partner_profiles'>, 'updated_at'>;

/** A cheese as stored, with the type and milk its CHECK constraints allow. */
export type Cheese = MayLack<Omit<Row<'cheeses'>, 'type' | 'milk'> & { type: CheeseType; milk: MilkType }, 'image_placeholder'>;

export type Pairing = Row<'pairings'>;
export type Announcement = Row<'newsletter_announcements'>;

export type Profile = Omit<Row<'profiles'>, 'role'> & { role: Role };

/** A row that left the public view (deleted, unpublished, archived, hidden): id and when, no content. */
export type Tombstone = Omit<Row<'sync_tombstones'>, 'table_name'> & { table_name: 'cheezopedia_entries' | 'cheeses' | 'pairings' | 'newsletter_announcements' };
