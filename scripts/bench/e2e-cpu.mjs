// Where the end-to-end tests spend the processor: runs them (all, or the files given) against
// fresh emulators and prints the processor seconds of every process the run started, by kind
// (each Chromium process type, the Firestore emulator's Java, the Auth emulator, Vitest), read
// from /proc twice a second. Processor time, unlike wall time, stays comparable on a busy machine.
//   npm run bench:e2e-cpu [-- tests/e2e/goals.e2e.ts ...]
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const TICKS_PER_SECOND = 100;
const files = process.argv.slice(2);
const started = Date.now();
const run = spawn(
  process.execPath,
  [
    'scripts/with-emulators.mjs',
    '--dist',
    '--',
    'npx',
    'vitest',
    'run',
    '--config',
    'vitest.e2e.config.ts',
    ...files,
  ],
  { stdio: ['ignore', 'inherit', 'inherit'] },
);

/** @type {Map<number, { kind: string, seconds: number }>} */
const seen = new Map();

/** @param {string} commandLine */
function kindOf(commandLine) {
  if (commandLine.includes('chrom')) {
    const type = /--type=([a-z-]+)/.exec(commandLine)?.[1] ?? 'browser';
    return `chromium ${type}`;
  }
  if (commandLine.includes('java')) return 'Firestore emulator (Java)';
  if (commandLine.includes('firebase')) return 'Auth emulator';
  if (commandLine.includes('vitest')) return 'Vitest';
  return 'other';
}

/** Every process under the run, with its processor seconds so far. */
function sample() {
  /** @type {Map<number, { parent: number, seconds: number }>} */
  const processes = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1].split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      processes.set(Number(name), { parent: Number(fields[1]), seconds });
    } catch {
      // It ended between the listing and the read.
    }
  }
  if (run.pid === undefined) return;
  const ours = new Set([run.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, { parent }] of processes) {
      if (!ours.has(pid) && ours.has(parent)) {
        ours.add(pid);
        grew = true;
      }
    }
  }
  for (const pid of ours) {
    const found = processes.get(pid);
    if (!found) continue;
    const known = seen.get(pid);
    if (known) {
      known.seconds = Math.max(known.seconds, found.seconds);
      continue;
    }
    try {
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      seen.set(pid, { kind: kindOf(commandLine), seconds: found.seconds });
    } catch {
      // It ended meanwhile.
    }
  }
}

const sampling = setInterval(sample, 500);
const code = await new Promise((resolve) => run.on('exit', resolve));
clearInterval(sampling);

/** @type {Map<string, number>} */
const byKind = new Map();
for (const { kind, seconds } of seen.values()) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
const total = [...byKind.values()].reduce((sum, seconds) => sum + seconds, 0);
console.log(
  `\nWall ${((Date.now() - started) / 1000).toFixed(0)} s, processor ${total.toFixed(0)} s ` +
    `(load average at the end ${loadavg()[0].toFixed(1)}; a process that lived under half a second may be missed)`,
);
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) {
  console.log(`${seconds.toFixed(1).padStart(8)} s  ${kind}`);
}
process.exit(code ?? 1);
