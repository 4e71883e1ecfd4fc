/** The local-storage key under which supabase-js keeps the session (a product-specific key). */
export const AUTH_STORAGE_KEY = 'cheezopedia-auth';
