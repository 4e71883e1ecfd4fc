/** The built client's HTML shell (dist/app.html), embedded into the server bundle by vite.config.ts. */
declare module 'virtual:app-shell' {
  const html: string;
  export default html;
}

/** The client build's Vite manifest (dist/.vite/manifest.json), embedded into the server bundle by vite.config.ts. */
declare module 'virtual:client-manifest' {
  const manifest: Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>;
  export default manifest;
}
