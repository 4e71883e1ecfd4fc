/**
 * The tags that make a server-rendered page's own chunk arrive with its HTML: its stylesheets
 * (render-blocking, so the markup is styled on first paint) and modulepreload for its JavaScript and
 * the chunks it imports (at low priority, as the entry script: the page reads before it hydrates),
 * minus what the app shell already loads.
 */

/** One chunk of Vite's build manifest (the fields used here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * `<link>` tags for the chunk built from `source` (a path as in the manifest) and its static imports,
 * leaving out every file the shell's HTML already names. Empty when the manifest lacks `source`.
 */
export function pageAssetTags(manifest: Record<string, ManifestChunk>, source: string, shellHtml: string): string {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) if (!styles.includes(css)) styles.push(css);
    scripts.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(source);
  const known = (file: string) => shellHtml.includes(`"/${file}"`);
  return [
    ...styles.filter((f) => !known(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...scripts.filter((f) => !known(f)).map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`),
  ].join('\n    ');
}
