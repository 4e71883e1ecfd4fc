/** The local-storage key under which supabase-js keeps the session (spec section 3: a product-specific key). */
export const AUTH_STORAGE_KEY = 'cheezopedia-auth';
