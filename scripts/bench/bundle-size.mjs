// `npm run bench:bundle`: the static count of each route's JavaScript (bundle-static.mjs, its
// own build), then what a returning person's /goals requests in Chromium before it is usable
// (bundle-browser.mjs, on the build in dist/ with throw-away emulators). Fails when either
// does. `--browser` runs the browser measure only (CI, after its build gate).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../lib/emulators.mjs';

/** @param {string[]} args */
const run = (args) =>
  spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;

const script = (/** @type {string} */ name) => join(ROOT, 'scripts', name);
const statics = process.argv.includes('--browser') ? 0 : run([script('bench/bundle-static.mjs')]);
const browser = run([
  script('with-emulators.mjs'),
  '--dist',
  '--',
  process.execPath,
  script('bench/bundle-browser.mjs'),
]);
process.exit(statics || browser);
