import { escapeHtml } from './social-tags.ts';

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
 * The attribute of the preload script (modulePreloadScript) that names the files (under `base`),
 * as a JSON list.
 */
export const modulePreloadAttribute = (files: readonly string[], base: string) =>
  `data-modules="${escapeHtml(JSON.stringify(files.map((file) => base + file)))}"`;

/**
 * Script text that asks the browser to download and compile the files its element's
 * modulePreloadAttribute names while the entry's own code is still being read, instead of once
 * it has asked for them. The names stay out of the text, so it is the same in every build and
 * its hash in the Content-Security-Policy (firebase.json) holds.
 */
export const modulePreloadScript =
  `JSON.parse(document.currentScript.getAttribute('data-modules')).forEach(function(h){` +
  `var l=document.createElement('link');l.rel='modulepreload';l.href=h;` +
  `document.head.appendChild(l)});`;
