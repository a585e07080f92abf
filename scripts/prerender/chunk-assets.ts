/** Which built files a page's lazy modules need, read from the client build's manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically, by manifest key. */
export function closure(manifest: Manifest, keys: readonly string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no chunk for ${key}`);
    seen.add(key);
    closure(manifest, chunk.imports ?? [], seen);
  }
  return seen;
}

/**
 * The stylesheets and chunks of these source modules beyond what the entry already brings (the shell links
 * the entry's own), as absolute URLs under `base`.
 */
/** The entry chunks and every chunk they import statically: what every page already has. */
export const entryClosure = (manifest: Manifest): Set<string> =>
  closure(
    manifest,
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
  );

export function chunkAssets(manifest: Manifest, sources: readonly string[], base = '/') {
  const loaded = entryClosure(manifest);
  const needed = [...closure(manifest, sources)].filter((key) => !loaded.has(key));
  const chunks = needed.map((key) => manifest[key]).filter((chunk) => chunk !== undefined);
  return {
    stylesheets: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => base + file),
    modules: chunks.map((chunk) => base + chunk.file),
  };
}
