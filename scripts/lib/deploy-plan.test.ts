import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEPLOY_TARGETS, deployPlan, rulesAdminEmail } from './deploy-plan.mjs';

const rules = `service cloud.firestore {
    function adminEmail() {
      return 'owner@example.com';
    }
}`;
const production = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExample',
  VITE_FIREBASE_AUTH_DOMAIN: 'masterly-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'masterly-prod',
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
  VITE_ADMIN_EMAIL: 'Owner@example.com',
};

const problemsOf = (env: Record<string, string | undefined>, project?: string) => {
  const plan = deployPlan({ env, rules, project });
  return plan.ok ? [] : plan.problems;
};

describe('deployPlan', () => {
  it('builds, then deploys hosting, rules and indexes to the project the build talks to', () => {
    expect(deployPlan({ env: production, rules })).toEqual({
      ok: true,
      project: 'masterly-prod',
      commands: [
        ['npm', 'run', 'build'],
        ['firebase', 'deploy', '--only', DEPLOY_TARGETS, '--project', 'masterly-prod'],
      ],
    });
    expect(DEPLOY_TARGETS).toBe('hosting,firestore:rules,firestore:indexes');
  });

  it('accepts the same project on the command line', () => {
    expect(deployPlan({ env: production, rules, project: 'masterly-prod' }).ok).toBe(true);
  });

  it('refuses without the Firebase web config, naming each missing variable', () => {
    const problems = problemsOf({});
    expect(problems).toContain('VITE_FIREBASE_API_KEY is not set.');
    expect(problems).toContain('VITE_FIREBASE_PROJECT_ID is not set.');
    expect(problems).toContain('VITE_ADMIN_EMAIL is not set.');
    expect(problems).toContain('Without VITE_FIREBASE_API_KEY the build talks to the emulators.');
  });

  it('counts a blank variable as missing', () => {
    expect(problemsOf({ ...production, VITE_FIREBASE_APP_ID: '  ' })).toEqual([
      'VITE_FIREBASE_APP_ID is not set.',
    ]);
  });

  it('refuses a build pointed at the emulators', () => {
    expect(problemsOf({ ...production, VITE_USE_EMULATORS: 'true' })).toEqual([
      'VITE_USE_EMULATORS=true: the build would talk to the emulators.',
    ]);
  });

  it('refuses beside running emulators', () => {
    expect(problemsOf({ ...production, FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toEqual([
      'FIRESTORE_EMULATOR_HOST is set: that is an emulator setting.',
    ]);
    expect(problemsOf({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual([
      'FIREBASE_AUTH_EMULATOR_HOST is set: that is an emulator setting.',
    ]);
  });

  it('refuses a demo- project, from the build or the command line', () => {
    expect(problemsOf({ ...production, VITE_FIREBASE_PROJECT_ID: 'demo-masterly' })).toEqual([
      '"demo-masterly" is a demo- project: it exists only in the emulators.',
    ]);
    expect(problemsOf(production, 'demo-masterly')).toContain(
      '"demo-masterly" is a demo- project: it exists only in the emulators.',
    );
  });

  it("refuses the emulators' API key and a local auth domain", () => {
    expect(problemsOf({ ...production, VITE_FIREBASE_API_KEY: 'demo-api-key' })).toEqual([
      'VITE_FIREBASE_API_KEY is the emulators\' "demo-api-key".',
    ]);
    expect(problemsOf({ ...production, VITE_FIREBASE_AUTH_DOMAIN: '127.0.0.1:9099' })).toEqual([
      'VITE_FIREBASE_AUTH_DOMAIN points at this machine, not at Firebase.',
    ]);
  });

  it('refuses a project other than the one the build talks to', () => {
    expect(problemsOf(production, 'masterly-staging')).toEqual([
      '--project masterly-staging differs from VITE_FIREBASE_PROJECT_ID (masterly-prod): ' +
        'the app would be served by one project and talk to another.',
    ]);
  });

  it('refuses when the rules name another administrator', () => {
    const plan = deployPlan({
      env: { ...production, VITE_ADMIN_EMAIL: 'someone@example.com' },
      rules,
    });
    expect(plan).toEqual({
      ok: false,
      problems: [
        'adminEmail() in firestore.rules returns owner@example.com, not VITE_ADMIN_EMAIL ' +
          '(someone@example.com): the administrator would be refused by the rules.',
      ],
    });
    expect(deployPlan({ env: production, rules: 'service cloud.firestore {}' })).toEqual({
      ok: false,
      problems: ['firestore.rules has no adminEmail() returning an e-mail.'],
    });
  });
});

describe('rulesAdminEmail', () => {
  it("reads the e-mail adminEmail() returns in the project's rules", () => {
    expect(rulesAdminEmail(readFileSync('firestore.rules', 'utf8'))).toBe('admin@masterly.app');
  });
});
