import { fileURLToPath } from 'node:url';

/** What Rolldown's chunking passes to a group's name function (only what is read here). */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

export interface ChunkRoots {
  /** The app's entry: what it imports stays in the entry chunk. */
  entry: string;
  /** What a signed-out visitor opens: it must never wait for signed-in code. */
  publicPages: readonly string[];
  /** What the first signed-in page loads on demand besides the entry. */
  signedIn: readonly string[];
}

const source = (path: string) => fileURLToPath(new URL(`../src/${path}`, import.meta.url));

export const APP_ROOTS: ChunkRoots = {
  entry: source('app/main.tsx'),
  publicPages: [
    'features/landing/landing-page.tsx',
    'features/landing/not-found-page.tsx',
    'features/auth/login-page.tsx',
    'features/auth/signup-page.tsx',
    'features/auth/forgot-password-page.tsx',
    'features/auth/auth-action-page.tsx',
  ].map(source),
  signedIn: [
    'stores/session/session-controller.ts',
    'data/firebase/firebase-backend.ts',
    'app/layout/signed-in-layout.tsx',
    'app/routes/goals-route.tsx',
  ].map(source),
};

/**
 * Every module the roots import, directly or not. A library imported through its index file
 * counts whole, which is why date-fns is imported function by function.
 */
function staticClosure(roots: readonly string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const firebaseSdk = (id: string) => /[\\/]node_modules[\\/](@firebase|firebase|idb)[\\/]/.test(id);
const firebaseCode = (id: string) =>
  firebaseSdk(id) || /[\\/]src[\\/]data[\\/]firebase[\\/]/.test(id);

/**
 * The chunk for each module every page or the first signed-in page needs:
 * - 'app': what the entry imports (React, the router, the shell), which every page loads;
 * - 'signed-in': what only the signed-in pages need;
 * - 'shared': what the signed-in pages and a public page both need.
 * Firebase, our code that calls it, and our stand-ins for its parts (vendor/) stay in
 * Firebase's own chunks, so no chunk is ever imported back by one it imports.
 */
export function appChunkNames(roots: ChunkRoots, graph: ModuleGraph): Map<string, string> {
  const entryCode = staticClosure([roots.entry], graph);
  const publicCode = staticClosure([roots.entry, ...roots.publicPages], graph);
  const names = new Map<string, string>();
  // Left alone, the bundler splits what the entry shares with the pages into a few tiny chunks.
  for (const id of entryCode) if (id !== roots.entry && !firebaseCode(id)) names.set(id, 'app');
  for (const id of staticClosure(roots.signedIn, graph)) {
    if (entryCode.has(id) || firebaseCode(id)) continue;
    if (graph.getModuleInfo(id)?.importers.some(firebaseSdk)) continue;
    names.set(id, publicCode.has(id) ? 'shared' : 'signed-in');
  }
  return names;
}

/**
 * A Rolldown code-splitting group: the signed-in app's code in one chunk, the entry's in
 * another. Left to itself the bundler cuts them into some twenty small chunks by which pages
 * share what, and each chunk pays for its own compression window and its imports and exports:
 * about 7 KB gzip on /goals. The other signed-in pages load the whole signed-in chunk too (the
 * service worker caches it anyway).
 */
export function appChunkGroup(roots: ChunkRoots = APP_ROOTS) {
  let names: Map<string, string> | undefined;
  return {
    // Only the modules named here, or Firebase would be pulled in with the code that calls it.
    includeDependenciesRecursively: false,
    name(id: string, graph: ModuleGraph): string | null {
      names ??= appChunkNames(roots, graph);
      return names.get(id) ?? null;
    },
  };
}
