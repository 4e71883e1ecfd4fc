/**
 * The way to the server: the one supabase-js client (loaded on first need), a visitor's light REST
 * client (PostgREST alone), and the session supabase-js keeps on this device. Pages before interactive
 * import it dynamically only: it belongs to the chunk loaded when idle.
 */
export { currentOwner, currentUserScope, getRealtime, getRest, getSupabase, onAuthStateChange, realtimeUrl, startedWithAuth } from './client';
export { forgetPersistedSession, readPersistedUser } from './persisted-session';
export { createVisitorRest } from './visitor-rest';
export { imageUploadUrl } from './image-upload-url';
