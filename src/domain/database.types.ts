// Generated from the migrations by `supabase gen types typescript` (npm run gen:types). Do not edit:
// change a migration and regenerate; CI fails when this file and the migrations disagree.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      activity_events: {
        Row: {
          action: string;
          actor: string | null;
          at: string;
          detail: NonNullable<Json>;
          id: number;
          label: string;
          path: string;
          row_id: string | null;
          table_name: string;
        };
        ComputedFields: never;
        Insert: {
          action: string;
          actor?: string | null;
          at?: string;
          detail?: NonNullable<Json>;
          id?: number;
          label?: string;
          path?: string;
          row_id?: string | null;
          table_name: string;
        };
        Update: {
          action?: string;
          actor?: string | null;
          at?: string;
          detail?: NonNullable<Json>;
          id?: number;
          label?: string;
          path?: string;
          row_id?: string | null;
          table_name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'activity_events_actor_fkey';
            columns: ['actor'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      cheeses: {
        Row: {
          added_by: string | null;
          ageing_period: string | null;
          created_at: string;
          description: string;
          id: string;
          image_placeholder: string | null;
          image_url: string;
          milk: string;
          name: string;
          origin_country: string;
          origin_region: string | null;
          type: string;
          updated_at: string;
          updated_by: string | null;
          version: number;
        };
        ComputedFields: never;
        Insert: {
          added_by?: string | null;
          ageing_period?: string | null;
          created_at?: string;
          description: string;
          id?: string;
          image_placeholder?: string | null;
          image_url: string;
          milk: string;
          name: string;
          origin_country: string;
          origin_region?: string | null;
          type: string;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Update: {
          added_by?: string | null;
          ageing_period?: string | null;
          created_at?: string;
          description?: string;
          id?: string;
          image_placeholder?: string | null;
          image_url?: string;
          milk?: string;
          name?: string;
          origin_country?: string;
          origin_region?: string | null;
          type?: string;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'cheeses_added_by_fkey';
            columns: ['added_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cheeses_updated_by_fkey';
            columns: ['updated_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      cheezopedia_entries: {
        Row: {
          archived_at: string | null;
          author_id: string | null;
          author_name: string | null;
          cheese_types: string[];
          content: string;
          content_type: string;
          cook_time: string | null;
          created_at: string;
          description: string | null;
          difficulty_level: string | null;
          featured: boolean;
          focus_keyword: string | null;
          id: string;
          image_alt: string | null;
          image_placeholder: string | null;
          image_url: string | null;
          ingredients: NonNullable<Json>;
          instructions: NonNullable<Json>;
          preparation_time: string | null;
          published_at: string | null;
          reading_time_minutes: number | null;
          recipe_category: string | null;
          review_note: string | null;
          review_status: string | null;
          revision_of: string | null;
          serving_size: string | null;
          slug: string;
          submitted_at: string | null;
          title: string;
          updated_at: string;
          updated_by: string | null;
          version: number;
          visible_in_feed: boolean;
        };
        ComputedFields: never;
        Insert: {
          archived_at?: string | null;
          author_id?: string | null;
          author_name?: string | null;
          cheese_types?: string[];
          content?: string;
          content_type?: string;
          cook_time?: string | null;
          created_at?: string;
          description?: string | null;
          difficulty_level?: string | null;
          featured?: boolean;
          focus_keyword?: string | null;
          id?: string;
          image_alt?: string | null;
          image_placeholder?: string | null;
          image_url?: string | null;
          ingredients?: NonNullable<Json>;
          instructions?: NonNullable<Json>;
          preparation_time?: string | null;
          published_at?: string | null;
          reading_time_minutes?: number | null;
          recipe_category?: string | null;
          review_note?: string | null;
          review_status?: string | null;
          revision_of?: string | null;
          serving_size?: string | null;
          slug: string;
          submitted_at?: string | null;
          title: string;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
          visible_in_feed?: boolean;
        };
        Update: {
          archived_at?: string | null;
          author_id?: string | null;
          author_name?: string | null;
          cheese_types?: string[];
          content?: string;
          content_type?: string;
          cook_time?: string | null;
          created_at?: string;
          description?: string | null;
          difficulty_level?: string | null;
          featured?: boolean;
          focus_keyword?: string | null;
          id?: string;
          image_alt?: string | null;
          image_placeholder?: string | null;
          image_url?: string | null;
          ingredients?: NonNullable<Json>;
          instructions?: NonNullable<Json>;
          preparation_time?: string | null;
          published_at?: string | null;
          reading_time_minutes?: number | null;
          recipe_category?: string | null;
          review_note?: string | null;
          review_status?: string | null;
          revision_of?: string | null;
          serving_size?: string | null;
          slug?: string;
          submitted_at?: string | null;
          title?: string;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
          visible_in_feed?: boolean;
        };
        Relationships: [
          {
            foreignKeyName: 'cheezopedia_entries_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cheezopedia_entries_revision_of_fkey';
            columns: ['revision_of'];
            isOneToOne: false;
            referencedRelation: 'cheezopedia_entries';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'cheezopedia_entries_updated_by_fkey';
            columns: ['updated_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      contact_messages: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          mail_error: string | null;
          mail_sent_at: string | null;
          message: string;
          name: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          email: string;
          id?: string;
          mail_error?: string | null;
          mail_sent_at?: string | null;
          message: string;
          name: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          mail_error?: string | null;
          mail_sent_at?: string | null;
          message?: string;
          name?: string;
        };
        Relationships: [];
      };
      entry_preview_links: {
        Row: {
          created_at: string;
          created_by: string | null;
          entry_id: string;
          expires_at: string;
          id: string;
          revoked_at: string | null;
          token_hash: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          created_by?: string | null;
          entry_id: string;
          expires_at: string;
          id?: string;
          revoked_at?: string | null;
          token_hash: string;
        };
        Update: {
          created_at?: string;
          created_by?: string | null;
          entry_id?: string;
          expires_at?: string;
          id?: string;
          revoked_at?: string | null;
          token_hash?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'entry_preview_links_created_by_fkey';
            columns: ['created_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'entry_preview_links_entry_id_fkey';
            columns: ['entry_id'];
            isOneToOne: false;
            referencedRelation: 'cheezopedia_entries';
            referencedColumns: ['id'];
          },
        ];
      };
      entry_slug_history: {
        Row: {
          entry_id: string;
          renamed_at: string;
          slug: string;
        };
        ComputedFields: never;
        Insert: {
          entry_id: string;
          renamed_at?: string;
          slug: string;
        };
        Update: {
          entry_id?: string;
          renamed_at?: string;
          slug?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'entry_slug_history_entry_id_fkey';
            columns: ['entry_id'];
            isOneToOne: false;
            referencedRelation: 'cheezopedia_entries';
            referencedColumns: ['id'];
          },
        ];
      };
      entry_views_daily: {
        Row: {
          day: string;
          entry_id: string;
          views: number;
        };
        ComputedFields: never;
        Insert: {
          day: string;
          entry_id: string;
          views?: number;
        };
        Update: {
          day?: string;
          entry_id?: string;
          views?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'entry_views_daily_entry_id_fkey';
            columns: ['entry_id'];
            isOneToOne: false;
            referencedRelation: 'cheezopedia_entries';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_announcements: {
        Row: {
          body_md: string;
          created_at: string;
          id: string;
          subject: string;
          updated_at: string;
          updated_by: string | null;
          version: number;
        };
        ComputedFields: never;
        Insert: {
          body_md?: string;
          created_at?: string;
          id?: string;
          subject?: string;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Update: {
          body_md?: string;
          created_at?: string;
          id?: string;
          subject?: string;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'newsletter_announcements_updated_by_fkey';
            columns: ['updated_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_deliveries: {
        Row: {
          attempts: number;
          claim_id: string | null;
          claimed_at: string | null;
          email: string;
          id: number;
          last_error: string | null;
          next_attempt_at: string;
          send_id: string;
          sent_at: string | null;
          status: string;
          subscriber_id: string | null;
        };
        ComputedFields: never;
        Insert: {
          attempts?: number;
          claim_id?: string | null;
          claimed_at?: string | null;
          email: string;
          id?: never;
          last_error?: string | null;
          next_attempt_at?: string;
          send_id: string;
          sent_at?: string | null;
          status?: string;
          subscriber_id?: string | null;
        };
        Update: {
          attempts?: number;
          claim_id?: string | null;
          claimed_at?: string | null;
          email?: string;
          id?: never;
          last_error?: string | null;
          next_attempt_at?: string;
          send_id?: string;
          sent_at?: string | null;
          status?: string;
          subscriber_id?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'newsletter_deliveries_send_id_fkey';
            columns: ['send_id'];
            isOneToOne: false;
            referencedRelation: 'newsletter_sends';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'newsletter_deliveries_subscriber_id_fkey';
            columns: ['subscriber_id'];
            isOneToOne: false;
            referencedRelation: 'newsletter_subscribers';
            referencedColumns: ['id'];
          },
        ];
      };
      newsletter_sends: {
        Row: {
          announcement_id: string | null;
          body_md: string;
          created_at: string;
          created_by: string | null;
          finished_at: string | null;
          id: string;
          rate_per_minute: number;
          status: string;
          subject: string;
          total: number;
        };
        ComputedFields: never;
        Insert: {
          announcement_id?: string | null;
          body_md: string;
          created_at?: string;
          created_by?: string | null;
          finished_at?: string | null;
          id?: string;
          rate_per_minute: number;
          status?: string;
          subject: string;
          total?: number;
        };
        Update: {
          announcement_id?: string | null;
          body_md?: string;
          created_at?: string;
          created_by?: string | null;
          finished_at?: string | null;
          id?: string;
          rate_per_minute?: number;
          status?: string;
          subject?: string;
          total?: number;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          confirmed_at: string | null;
          created_at: string;
          email: string;
          id: string;
          is_active: boolean;
          list_generation: number;
          pending_since: string | null;
          source: string;
          unsubscribed_at: string | null;
          welcome_sent_at: string | null;
        };
        ComputedFields: never;
        Insert: {
          confirmed_at?: string | null;
          created_at?: string;
          email: string;
          id?: string;
          is_active?: boolean;
          list_generation?: number;
          pending_since?: string | null;
          source?: string;
          unsubscribed_at?: string | null;
          welcome_sent_at?: string | null;
        };
        Update: {
          confirmed_at?: string | null;
          created_at?: string;
          email?: string;
          id?: string;
          is_active?: boolean;
          list_generation?: number;
          pending_since?: string | null;
          source?: string;
          unsubscribed_at?: string | null;
          welcome_sent_at?: string | null;
        };
        Relationships: [];
      };
      pairings: {
        Row: {
          cheese_id: string;
          created_at: string;
          description: string | null;
          id: string;
          pairing_name: string;
          pairing_type: string;
          rating: number | null;
          updated_at: string;
          updated_by: string | null;
          version: number;
        };
        ComputedFields: never;
        Insert: {
          cheese_id: string;
          created_at?: string;
          description?: string | null;
          id?: string;
          pairing_name: string;
          pairing_type: string;
          rating?: number | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Update: {
          cheese_id?: string;
          created_at?: string;
          description?: string | null;
          id?: string;
          pairing_name?: string;
          pairing_type?: string;
          rating?: number | null;
          updated_at?: string;
          updated_by?: string | null;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'pairings_cheese_id_fkey';
            columns: ['cheese_id'];
            isOneToOne: false;
            referencedRelation: 'cheeses';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'pairings_updated_by_fkey';
            columns: ['updated_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      partner_profiles: {
        Row: {
          avatar_url: string | null;
          bio: string | null;
          id: string;
          name: string;
          organisation: string | null;
          updated_at: string;
          website: string | null;
        };
        ComputedFields: never;
        Insert: {
          avatar_url?: string | null;
          bio?: string | null;
          id: string;
          name: string;
          organisation?: string | null;
          updated_at?: string;
          website?: string | null;
        };
        Update: {
          avatar_url?: string | null;
          bio?: string | null;
          id?: string;
          name?: string;
          organisation?: string | null;
          updated_at?: string;
          website?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'partner_profiles_id_fkey';
            columns: ['id'];
            isOneToOne: true;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      profiles: {
        Row: {
          created_at: string;
          email: string;
          id: string;
          name: string | null;
          role: string;
        };
        ComputedFields: never;
        Insert: {
          created_at?: string;
          email: string;
          id: string;
          name?: string | null;
          role?: string;
        };
        Update: {
          created_at?: string;
          email?: string;
          id?: string;
          name?: string | null;
          role?: string;
        };
        Relationships: [];
      };
      review_events: {
        Row: {
          action: string;
          author_id: string | null;
          created_at: string;
          entry_id: string;
          id: string;
          mail_error: string | null;
          mailed_at: string | null;
          note: string | null;
          reviewer_id: string | null;
          title: string;
        };
        ComputedFields: never;
        Insert: {
          action: string;
          author_id?: string | null;
          created_at?: string;
          entry_id: string;
          id?: string;
          mail_error?: string | null;
          mailed_at?: string | null;
          note?: string | null;
          reviewer_id?: string | null;
          title: string;
        };
        Update: {
          action?: string;
          author_id?: string | null;
          created_at?: string;
          entry_id?: string;
          id?: string;
          mail_error?: string | null;
          mailed_at?: string | null;
          note?: string | null;
          reviewer_id?: string | null;
          title?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'review_events_author_id_fkey';
            columns: ['author_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'review_events_entry_id_fkey';
            columns: ['entry_id'];
            isOneToOne: false;
            referencedRelation: 'cheezopedia_entries';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'review_events_reviewer_id_fkey';
            columns: ['reviewer_id'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      row_versions: {
        Row: {
          changed_at: string;
          changed_by: string | null;
          changed_fields: string[];
          entry_author: string | null;
          id: number;
          kind: string;
          path: string;
          row_data: NonNullable<Json>;
          row_id: string;
          table_name: string;
          version: number;
        };
        ComputedFields: never;
        Insert: {
          changed_at?: string;
          changed_by?: string | null;
          changed_fields?: string[];
          entry_author?: string | null;
          id?: number;
          kind?: string;
          path: string;
          row_data: NonNullable<Json>;
          row_id: string;
          table_name: string;
          version: number;
        };
        Update: {
          changed_at?: string;
          changed_by?: string | null;
          changed_fields?: string[];
          entry_author?: string | null;
          id?: number;
          kind?: string;
          path?: string;
          row_data?: NonNullable<Json>;
          row_id?: string;
          table_name?: string;
          version?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'row_versions_changed_by_fkey';
            columns: ['changed_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
      sync_tombstones: {
        Row: {
          id: number;
          removed_at: string;
          row_id: string;
          table_name: string;
        };
        ComputedFields: never;
        Insert: {
          id?: number;
          removed_at?: string;
          row_id: string;
          table_name: string;
        };
        Update: {
          id?: number;
          removed_at?: string;
          row_id?: string;
          table_name?: string;
        };
        Relationships: [];
      };
      trash_items: {
        Row: {
          deleted_at: string;
          deleted_by: string | null;
          deleted_with: string | null;
          id: number;
          label: string;
          row_data: NonNullable<Json>;
          row_id: string;
          table_name: string;
        };
        ComputedFields: never;
        Insert: {
          deleted_at?: string;
          deleted_by?: string | null;
          deleted_with?: string | null;
          id?: number;
          label: string;
          row_data: NonNullable<Json>;
          row_id: string;
          table_name: string;
        };
        Update: {
          deleted_at?: string;
          deleted_by?: string | null;
          deleted_with?: string | null;
          id?: number;
          label?: string;
          row_data?: NonNullable<Json>;
          row_id?: string;
          table_name?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'trash_items_deleted_by_fkey';
            columns: ['deleted_by'];
            isOneToOne: false;
            referencedRelation: 'profiles';
            referencedColumns: ['id'];
          },
        ];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      cheese_type_entries: {
        Args: { page_limit?: number; page_offset?: number; tag: string };
        Returns: {
          content_type: string;
          cook_time: string;
          description: string;
          id: string;
          image_alt: string;
          image_placeholder: string;
          image_url: string;
          preparation_time: string;
          published_at: string;
          reading_time_minutes: number;
          slug: string;
          tag_name: string;
          title: string;
        }[];
      };
      cheese_types: {
        Args: Record<PropertyKey, never>;
        Returns: {
          entries: number;
          name: string;
          slug: string;
          updated_at: string;
        }[];
      };
      claim_review_event: { Args: { p_event_id: string }; Returns: Json };
      create_preview_link: {
        Args: { p_entry_id: string };
        Returns: {
          expires_at: string;
          id: string;
          token: string;
        }[];
      };
      device_seal_key: { Args: Record<PropertyKey, never>; Returns: string };
      entry_preview: { Args: { p_token: string }; Returns: Json };
      entry_redirect: { Args: { p_slug: string }; Returns: string };
      entry_view_totals: {
        Args: Record<PropertyKey, never>;
        Returns: {
          entry_id: string;
          views: number;
        }[];
      };
      import_cheeses: { Args: { rows: Json }; Returns: Json };
      import_pairings: { Args: { rows: Json }; Returns: Json };
      keep_conflict_loser: { Args: { p_row: Json; p_row_id: string; p_table: string }; Returns: number };
      may_upload_image: { Args: { p_bucket: string; p_name: string }; Returns: boolean };
      newsletter_claim: {
        Args: { p_claim_id: string; p_lease_seconds: number; p_limit: number };
        Returns: {
          attempts: number;
          body_md: string;
          email: string;
          id: number;
          rate_per_minute: number;
          send_id: string;
          subject: string;
          subscriber_id: string;
          unsubscribe: string;
        }[];
      };
      newsletter_commit: { Args: { p_claim_id: string; p_id: number }; Returns: boolean };
      newsletter_confirm: { Args: { p_token_hash: string }; Returns: Json };
      newsletter_control_send: { Args: { p_action: string; p_send_id: string }; Returns: string };
      newsletter_finish: {
        Args: { p_claim_id: string; p_error: string; p_id: number; p_outcome: string; p_retry_at: string };
        Returns: undefined;
      };
      newsletter_purge_pending: { Args: Record<PropertyKey, never>; Returns: number };
      newsletter_release_token: { Args: { p_token_hash: string }; Returns: undefined };
      newsletter_send_progress: { Args: { p_send_id: string }; Returns: Json };
      newsletter_start_send: {
        Args: {
          p_announcement_id?: string;
          p_body_md: string;
          p_expected: number;
          p_rate_per_minute: number;
          p_subject: string;
        };
        Returns: Json;
      };
      newsletter_subscribe: { Args: { p_email: string; p_token_hash: string }; Returns: Json };
      newsletter_test_recipient: { Args: Record<PropertyKey, never>; Returns: string };
      newsletter_unsubscribe: { Args: { p_apply: boolean; p_id: string; p_token: string }; Returns: string };
      password_reset_allowed: {
        Args: { p_address: string; p_client: string; p_per_address: number; p_per_client: number };
        Returns: string;
      };
      publish_submission: { Args: { p_entry_id: string; p_version: number }; Returns: Json };
      random_cheeses: {
        Args: { n?: number };
        Returns: {
          added_by: string | null;
          ageing_period: string | null;
          created_at: string;
          description: string;
          id: string;
          image_placeholder: string | null;
          image_url: string;
          milk: string;
          name: string;
          origin_country: string;
          origin_region: string | null;
          type: string;
          updated_at: string;
          updated_by: string | null;
          version: number;
        }[];
        SetofOptions: {
          from: '*';
          to: 'cheeses';
          isOneToOne: false;
          isSetofReturn: true;
        };
      };
      record_view: { Args: { p_entry_id: string; p_visitor: string }; Returns: boolean };
      record_views: { Args: { p_entry_ids: string[]; p_visitors: string[] }; Returns: boolean[] };
      request_changes: { Args: { p_entry_id: string; p_note: string; p_version: number }; Returns: Json };
      restore_from_trash: { Args: { p_row_id: string; p_table: string }; Returns: Json };
      restore_version: { Args: { p_base_version: number; p_version_id: number }; Returns: Json };
      search_index_step: { Args: Record<PropertyKey, never>; Returns: Json };
      search_query: { Args: { q: string }; Returns: unknown };
      search_site: {
        Args: { cheese_limit?: number; entry_limit?: number; entry_offset?: number; q: string };
        Returns: {
          content_type: string;
          id: string;
          image_placeholder: string;
          image_url: string;
          kind: string;
          published_at: string;
          rank: number;
          slug: string;
          snippet: string;
          subtitle: string;
          title: string;
        }[];
      };
      seconds_to_next_publication: { Args: Record<PropertyKey, never>; Returns: number };
      update_imported_cheeses: { Args: { rows: Json }; Returns: Json };
      view_analytics: { Args: { p_days?: number }; Returns: Json };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>;

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, 'public'>];

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R;
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R;
      }
      ? R
      : never
    : never;

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I;
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I;
      }
      ? I
      : never
    : never;

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables'] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U;
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U;
      }
      ? U
      : never
    : never;

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums'] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never;

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals;
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never;

export const Constants = {
  public: {
    Enums: {},
  },
} as const;
