// The production build in dist/ (made by `npm run build`) reused by the end-to-end tests: the
// emulator addresses are set on the page at run time, so no second build is needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.mjs';
import { ROOT } from './emulators.mjs';

export const DIST = 'dist';
const BUILT_MARK = join(ROOT, DIST, '.vite', 'manifest.json');
const INPUTS = ['src', 'public', 'build', 'index.html', 'vite.config.ts', 'package-lock.json'];

/**
 * The newest modification time under a path (a file or a folder, recursively).
 * @param {string} path
 * @returns {number}
 */
function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/ holds a build made after the last change to what it is built from. */
export function distIsFresh() {
  if (!existsSync(BUILT_MARK)) return false;
  const built = statSync(BUILT_MARK).mtimeMs;
  return INPUTS.map((p) => join(ROOT, p))
    .filter((p) => existsSync(p))
    .every((p) => newestMtime(p) <= built);
}

/** Builds dist/ (Vite only; the typecheck is a gate of its own) unless it is up to date. */
export function ensureDist() {
  if (distIsFresh()) return;
  console.log('dist/ is missing or older than the sources: building the app once...');
  buildApp({ env: {}, outDir: DIST });
}
