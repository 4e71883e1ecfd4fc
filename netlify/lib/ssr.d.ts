/**
 * Types of the server bundle `#ssr` (package.json "imports": dist-ssr/server-entry.js, built by
 * `npm run build` from src/app/server-entry.tsx). Kept in step with that file.
 */
export interface RenderOptions {
  supabaseUrl: string;
  supabaseKey: string;
  fetch?: typeof fetch;
}

export interface RenderedPage {
  status: number;
  html: string;
  kind: 'page' | 'shell';
  route: string | null;
  slug: string | null;
}

export declare function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage>;
export declare const HYDRATION_DATA_ID: string;
