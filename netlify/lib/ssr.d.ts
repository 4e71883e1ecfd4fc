/**
 * Types of the server bundle `#ssr` (package.json "imports": dist-ssr/server-entry.js, built by
 * `npm run build` from src/app/server-entry.tsx): derived from that file, so they cannot drift.
 */
export type { RenderOptions, RenderedPage, MessagePageContent } from '../../src/app/server-entry';
export { renderPage, renderMessagePage, HYDRATION_DATA_ID } from '../../src/app/server-entry';
