// The files a server-rendered page's own lazy chunk needs, preloaded with the main script instead
// of after it (main.tsx loads the chunk before hydrating; deferred-scripts.ts writes the links).

/** The part of Vite's build manifest (web/dist/.vite/manifest.json) this needs. */
export type BuildManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * The files of `entry` and everything it imports statically, in load order, without the ones
 * `alreadyLoaded` (the main entry's) names.
 */
export function chunkFiles(
  manifest: BuildManifest,
  entry: string,
  alreadyLoaded: string,
): string[] {
  const skip = new Set<string>();
  const markLoaded = (key: string) => {
    if (skip.has(key)) return;
    skip.add(key);
    for (const imported of manifest[key]?.imports ?? []) markLoaded(imported);
  };
  markLoaded(alreadyLoaded);

  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || skip.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(chunk.file);
  };
  visit(entry);
  return files;
}
