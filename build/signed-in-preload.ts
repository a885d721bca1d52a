/** What a built chunk says of itself (only what is read here). */
export interface BuiltChunk {
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The chunks holding some modules, and every chunk they import statically. */
function closure(chunks: readonly BuiltChunk[], moduleIds: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = chunks
    .filter((chunk) => moduleIds.some((id) => chunk.moduleIds.includes(id)))
    .map((chunk) => chunk.fileName);
  const seen = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * The chunks a signed-in person's first page loads on demand (the session, Firebase, the
 * signed-in layout and /goals), without those the entry loads itself: the HTML names those.
 */
export function signedInPreloads(
  chunks: readonly BuiltChunk[],
  roots: { entry: string; signedIn: readonly string[] },
): string[] {
  const entry = closure(chunks, [roots.entry]);
  return [...closure(chunks, roots.signedIn)].filter((file) => !entry.has(file)).sort();
}

/**
 * Script text that asks the browser to download and compile `files` (under `base`) while the
 * entry's own code is still being read, instead of once it has asked for them.
 */
export const preloadModules = (files: readonly string[], base: string) =>
  `${JSON.stringify(files.map((file) => base + file))}.forEach(function(h){` +
  `var l=document.createElement('link');l.rel='modulepreload';l.href=h;` +
  `document.head.appendChild(l)});`;
