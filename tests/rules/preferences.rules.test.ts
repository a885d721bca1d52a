// Security rules for the preferences kept in users/{uid}: defaultSettings and goalView.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { TARGET_VALUE_MAX, TARGET_VALUE_MIN } from '../../src/domain/goal-validation';
import { identities, profileFor, useRulesEnv, type Identity } from './rules-env';

const env = useRulesEnv();
const { user, otherUser, admin } = identities;

const FULL_SETTINGS = {
  frequency: 'daily',
  target: { type: 'books', value: 8 },
  reminders: true,
  notifications: false,
  reminderTime: '06:45',
  reminderDays: '12345',
};

function write(who: Identity, uid: string, fields: DocumentData) {
  return updateDoc(doc(env.as(who), 'users', uid), fields);
}

beforeEach(async () => {
  await env.seedProfiles('user', 'otherUser', 'admin', 'inactive');
});

describe('users: preferences allowed', () => {
  it('lets a person write each default setting into their own profile, field by field', async () => {
    for (const [key, value] of Object.entries(FULL_SETTINGS)) {
      await assertSucceeds(write('user', user.uid, { [`defaultSettings.${key}`]: value }));
    }
  });

  it('lets a person write the whole default settings and the view at once', async () => {
    await assertSucceeds(
      write('user', user.uid, { defaultSettings: FULL_SETTINGS, goalView: 'three' }),
    );
  });

  it('accepts a default target value from 1 to 1,000,000', async () => {
    for (const value of [TARGET_VALUE_MIN, 2.5, TARGET_VALUE_MAX]) {
      const target = { type: 'hours', value };
      await assertSucceeds(write('user', user.uid, { 'defaultSettings.target': target }));
    }
  });

  it('accepts every view', async () => {
    for (const view of ['single', 'double', 'three']) {
      await assertSucceeds(write('user', user.uid, { goalView: view }));
    }
  });

  it('lets a person remove their reminder time', async () => {
    await env.seed({
      [`users/${user.uid}`]: profileFor('user', { defaultSettings: FULL_SETTINGS }),
    });
    await assertSucceeds(
      write('user', user.uid, { 'defaultSettings.reminderTime': deleteField() }),
    );
  });

  it('lets the administrator keep their own preferences', async () => {
    await assertSucceeds(write('admin', admin.uid, { goalView: 'double' }));
  });

  it('keeps preferences through the administrator changing the plan', async () => {
    await env.seed({ [`users/${user.uid}`]: profileFor('user', { goalView: 'double' }) });
    await assertSucceeds(write('admin', user.uid, { subscriptionPlan: 'pro' }));
  });
});

describe('users: preferences denied', () => {
  it("refuses writing another person's preferences", async () => {
    await assertFails(write('user', otherUser.uid, { goalView: 'double' }));
    await assertFails(write('user', otherUser.uid, { 'defaultSettings.frequency': 'daily' }));
  });

  it("refuses the administrator writing another person's preferences", async () => {
    await assertFails(write('admin', user.uid, { goalView: 'double' }));
  });

  it('refuses a deactivated person', async () => {
    await assertFails(write('inactive', identities.inactive.uid, { goalView: 'double' }));
  });

  it('refuses a view that does not exist', async () => {
    for (const view of ['four', '', 3, null, ['single']]) {
      await assertFails(write('user', user.uid, { goalView: view }));
    }
  });

  it('refuses malformed default settings', async () => {
    const malformed: DocumentData[] = [
      { 'defaultSettings.frequency': 'yearly' },
      { 'defaultSettings.frequency': 1 },
      { 'defaultSettings.target': { type: 'hours' } },
      { 'defaultSettings.target': { type: 'pages', value: 5 } },
      { 'defaultSettings.target': { type: 'hours', value: '5' } },
      { 'defaultSettings.target': { type: 'hours', value: 0 } },
      { 'defaultSettings.target': { type: 'hours', value: 5, extra: 1 } },
      { 'defaultSettings.reminders': 'yes' },
      { 'defaultSettings.notifications': 1 },
      { 'defaultSettings.reminderTime': '24:00' },
      { 'defaultSettings.reminderDays': '7' },
      { defaultSettings: 'weekly' },
      { defaultSettings: [FULL_SETTINGS] },
    ];
    for (const fields of malformed) await assertFails(write('user', user.uid, fields));
  });

  it('refuses a default target value under 1 or over 1,000,000', async () => {
    for (const value of [0, TARGET_VALUE_MIN - 0.01, -1, TARGET_VALUE_MAX + 1]) {
      const target = { type: 'hours', value };
      await assertFails(write('user', user.uid, { 'defaultSettings.target': target }));
    }
  });

  it('refuses oversize values', async () => {
    await assertFails(
      write('user', user.uid, { 'defaultSettings.target': { type: 'hours', value: 1000001 } }),
    );
    await assertFails(
      write('user', user.uid, { 'defaultSettings.reminderTime': '06:45'.repeat(200) }),
    );
    await assertFails(
      write('user', user.uid, { 'defaultSettings.reminderDays': '0123456'.repeat(2) }),
    );
  });

  it('refuses keys that are not preferences', async () => {
    await assertFails(write('user', user.uid, { 'defaultSettings.resources': [] }));
    await assertFails(write('user', user.uid, { 'defaultSettings.theme': 'dark' }));
    await assertFails(write('user', user.uid, { preferences: { goalView: 'double' } }));
    await assertFails(write('user', user.uid, { goalView: 'double', favourite: 'x' }));
  });

  it('refuses changing role, plan or activation along with the preferences', async () => {
    await assertFails(write('user', user.uid, { goalView: 'double', role: 'admin' }));
    await assertFails(write('user', user.uid, { goalView: 'double', subscriptionPlan: 'pro' }));
    await assertFails(write('user', user.uid, { goalView: 'double', isActive: false }));
    await assertFails(
      write('user', user.uid, { 'defaultSettings.frequency': 'daily', subscriptionPlan: 'pro' }),
    );
  });

  it('refuses a profile created from preferences alone', async () => {
    await assertFails(
      setDoc(doc(env.as('user'), 'users', 'nobody-yet'), { goalView: 'double' }, { merge: true }),
    );
  });
});
