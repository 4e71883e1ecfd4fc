/** The built client's HTML shell (dist/app.html), embedded into the server bundle (vite.config.ts: `@client-build`). */
declare module '@client-build/app.html?raw' {
  const html: string;
  export default html;
}

/** The client build's Vite manifest (dist/.vite/manifest.json), embedded into the server bundle likewise. */
declare module '@client-build/.vite/manifest.json' {
  const manifest: Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean }>;
  export default manifest;
}
