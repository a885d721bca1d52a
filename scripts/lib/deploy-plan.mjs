// What `npm run deploy` would do with some settings, or why it refuses: pure, so the refusals
// are unit-tested (deploy-plan.test.ts). scripts/deploy.mjs gathers the settings and runs it.

export const DEPLOY_TARGETS = 'hosting,firestore:rules,firestore:indexes';

/** The Firebase web config the build needs (src/data/firebase/firebase-app.ts reads it). */
export const REQUIRED_VARIABLES = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
  'VITE_ADMIN_EMAIL',
];

/** Set by the emulator tools: a deploy run beside them is a test set-up, not a release. */
const EMULATOR_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
];

/**
 * The administrator e-mail firestore.rules' adminEmail() returns, or undefined.
 * @param {string} rules The text of firestore.rules.
 */
export function rulesAdminEmail(rules) {
  return /function adminEmail\(\)\s*\{\s*return '([^']*)';/.exec(rules)?.[1];
}

/**
 * @typedef {object} DeploySettings
 * @property {Record<string, string | undefined>} env The environment the build reads (the
 *   process's, with the .env files Vite loads for production).
 * @property {string} rules The text of firestore.rules.
 * @property {string} [project] A project id given on the command line.
 */

/**
 * @typedef {{ ok: true, project: string, commands: string[][] }
 *   | { ok: false, problems: string[] }} DeployPlan
 */

/**
 * The commands that build and deploy hosting, rules and indexes to the project the build talks
 * to, or the reasons not to: settings that point the build at the emulators, or that are missing.
 * @param {DeploySettings} settings
 * @returns {DeployPlan}
 */
export function deployPlan({ env, rules, project }) {
  const value = (/** @type {string} */ name) => env[name]?.trim() ?? '';
  /** @type {string[]} */
  const problems = [];
  for (const name of REQUIRED_VARIABLES) {
    if (!value(name)) problems.push(`${name} is not set.`);
  }
  if (!value('VITE_FIREBASE_API_KEY')) {
    problems.push('Without VITE_FIREBASE_API_KEY the build talks to the emulators.');
  }
  if (value('VITE_USE_EMULATORS') === 'true') {
    problems.push('VITE_USE_EMULATORS=true: the build would talk to the emulators.');
  }
  for (const name of EMULATOR_VARIABLES) {
    if (value(name)) problems.push(`${name} is set: that is an emulator setting.`);
  }
  if (value('VITE_FIREBASE_API_KEY') === 'demo-api-key') {
    problems.push('VITE_FIREBASE_API_KEY is the emulators\' "demo-api-key".');
  }
  const buildProject = value('VITE_FIREBASE_PROJECT_ID');
  const target = project?.trim() || buildProject;
  if (target.startsWith('demo-')) {
    problems.push(`"${target}" is a demo- project: it exists only in the emulators.`);
  }
  if (project && buildProject && project.trim() !== buildProject) {
    problems.push(
      `--project ${project.trim()} differs from VITE_FIREBASE_PROJECT_ID (${buildProject}): ` +
        'the app would be served by one project and talk to another.',
    );
  }
  if (/^(localhost|127\.0\.0\.1)(:|$)/.test(value('VITE_FIREBASE_AUTH_DOMAIN'))) {
    problems.push('VITE_FIREBASE_AUTH_DOMAIN points at this machine, not at Firebase.');
  }
  const adminEmail = value('VITE_ADMIN_EMAIL').toLowerCase();
  const rulesEmail = rulesAdminEmail(rules);
  if (rulesEmail === undefined) {
    problems.push('firestore.rules has no adminEmail() returning an e-mail.');
  } else if (adminEmail && rulesEmail.toLowerCase() !== adminEmail) {
    problems.push(
      `adminEmail() in firestore.rules returns ${rulesEmail}, not VITE_ADMIN_EMAIL ` +
        `(${adminEmail}): the administrator would be refused by the rules.`,
    );
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    project: target,
    commands: [
      ['npm', 'run', 'build'],
      ['firebase', 'deploy', '--only', DEPLOY_TARGETS, '--project', target],
    ],
  };
}
