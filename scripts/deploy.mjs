// Builds the app for a real Firebase project and deploys hosting, rules and indexes to it:
//   npm run deploy [-- --dry-run] [-- --project <id>]
// It refuses (exit 1) when the settings point at the emulators or miss a variable
// (scripts/lib/deploy-plan.mjs); --dry-run prints the commands instead of running them.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { deployPlan } from './lib/deploy-plan.mjs';
import { ROOT } from './lib/emulators.mjs';

const { values } = parseArgs({
  options: { 'dry-run': { type: 'boolean', default: false }, project: { type: 'string' } },
});

// What the production build will read: Vite's .env files for production, then the process's
// environment, which wins (as in `vite build`).
const env = { ...loadEnv('production', ROOT, 'VITE_'), ...process.env };
const plan = deployPlan({
  env,
  rules: readFileSync(join(ROOT, 'firestore.rules'), 'utf8'),
  project: values.project,
});
if (!plan.ok) {
  console.error('Refusing to deploy:');
  for (const problem of plan.problems) console.error(`  - ${problem}`);
  console.error(
    'Set the production variables (README, "Deploying") in the environment or in ' +
      '.env.production.local, and run it again.',
  );
  process.exit(1);
}

console.log(`Deploying hosting, rules and indexes to the Firebase project ${plan.project}:`);
for (const command of plan.commands) console.log(`  ${command.join(' ')}`);
if (values['dry-run']) {
  console.log('(--dry-run: nothing was run)');
  process.exit(0);
}
for (const [program, ...args] of plan.commands) {
  const executable =
    program === 'firebase' ? join(ROOT, 'node_modules', '.bin', 'firebase') : program;
  const result = spawnSync(executable, args, { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
