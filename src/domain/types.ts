/** Entity shapes shared by every layer (spec section 3, plus the sync columns of the design). */

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

export interface Entry {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  content: string;
  focus_keyword: string | null;
  image_url: string | null;
  image_alt: string | null;
  /** ThumbHash (base64) of image_url, painted while it loads; null when none was computed (absent on old rows). */
  image_placeholder?: string | null;
  content_type: ContentType;
  visible_in_feed: boolean;
  featured: boolean;
  reading_time_minutes: number | null;
  published_at: string | null;
  archived_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
  cheese_types: string[];
  serving_size: string | null;
  preparation_time: string | null;
  difficulty_level: string | null;
  ingredients: Ingredient[];
  instructions: Instruction[];
  author_id: string | null;
  /** The author's display name, kept by the database from profiles (absent on rows not yet pulled). */
  author_name?: string | null;
  updated_by: string | null;
  /** Partner review (null/absent: not under review). Set by the server's review rules. */
  review_status?: ReviewStatus | null;
  /** The reviewer's note when changes were requested. */
  review_note?: string | null;
  submitted_at?: string | null;
  /** Set on a pending revision: the published entry it will replace when approved. */
  revision_of?: string | null;
}

export type ReviewStatus = 'in_review' | 'changes_requested';

/** A partner's public byline (partner_profiles). */
export interface PartnerProfile {
  id: string;
  name: string;
  organisation: string | null;
  website: string | null;
  bio: string | null;
  avatar_url: string | null;
  updated_at?: string;
}

export interface Cheese {
  id: string;
  name: string;
  image_url: string;
  /** ThumbHash (base64) of image_url, painted while it loads; null when none was computed (absent on old rows). */
  image_placeholder?: string | null;
  type: CheeseType;
  milk: MilkType;
  origin_country: string;
  origin_region: string | null;
  ageing_period: string | null;
  description: string;
  added_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface Pairing {
  id: string;
  cheese_id: string;
  pairing_type: string;
  pairing_name: string;
  description: string | null;
  rating: number | null;
  created_at: string;
  updated_at: string;
  version: number;
  updated_by: string | null;
}

export interface Profile {
  id: string;
  email: string;
  name: string | null;
  role: Role;
  created_at: string;
}

export interface NewsletterSubscriber {
  id: string;
  email: string;
  source: string;
  is_active: boolean;
  created_at: string;
}

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

/** A row that left the public view (deleted, unpublished, archived, hidden): id and when, no content. */
export interface Tombstone {
  id: number;
  table_name: 'cheezopedia_entries' | 'cheeses' | 'pairings';
  row_id: string;
  removed_at: string;
}
