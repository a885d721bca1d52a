// Goals written on the server as the app writes a new one: its document and the account's goal
// counter in one batch, sent with the account's own sign-in, so the rules judge them as they
// judge the app's. For journeys whose subject is not adding a goal (the New Goal dialog has its
// own journeys): a page open on the goals shows them as they arrive.
import { randomUUID } from 'node:crypto';
import { createGoal, DEFAULT_GOAL_SETTINGS, type GoalSettings } from '../../src/domain/goal';
import { recordOf } from '../../src/domain/goal-record';
import { weeklyGoalFor } from '../../src/domain/goal-settings';
import { encodeResource } from '../../src/domain/resource-codec';
import { passwordSignIn, seedProfiles } from './browser';
import { serverDocument } from './server-data';
import { DATABASE, FIRESTORE_HOST } from './test-project';

type Value = string | number | boolean | readonly Value[] | { [key: string]: Value | undefined };

function encode(value: Value): unknown {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  return { mapValue: { fields: fieldsOf(value as Record<string, Value | undefined>) } };
}

/** Document fields, leaving out what is undefined (the SDK leaves it out too). */
const fieldsOf = (data: Record<string, Value | undefined>) =>
  Object.fromEntries(
    Object.entries(data).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, encode(value)]],
    ),
  );

export interface SeedGoal {
  name: string;
  /** What differs from the default settings of a new goal. */
  settings?: Partial<GoalSettings>;
}

/**
 * Writes the goals, one batch each as the New Goal dialog does, for the signed-up account
 * (whose profile is written first, on the free plan, if it has none yet); resolves their ids in
 * order. `now` is the goals' start (the page's clock, where a journey sets it).
 */
export async function addServerGoals(
  account: { email: string; password: string },
  goals: readonly SeedGoal[],
  now = new Date(),
): Promise<string[]> {
  const {
    localId: uid,
    idToken,
    displayName,
  } = await passwordSignIn(account.email, account.password);
  if (!(await serverDocument(`users/${uid}`))) {
    const createdAt = new Date().toISOString();
    await seedProfiles([
      { uid, email: account.email, displayName: displayName ?? null, createdAt },
    ]);
  }
  const counter = (await serverDocument(`goalCounters/${uid}`)) as
    { active: number; total: number } | undefined;
  let { active, total } = counter ?? { active: 0, total: 0 };
  const ids: string[] = [];
  for (const goal of goals) {
    const id = randomUUID();
    const settings = { ...DEFAULT_GOAL_SETTINGS, ...goal.settings };
    // As the app's createGoal action: an hours target is the weekly goal.
    const created = createGoal({ id, name: goal.name, now, settings });
    const weeklyGoal = weeklyGoalFor(settings, created.weeklyGoal);
    const record = recordOf({ ...created, weeklyGoal, targetHours: weeklyGoal });
    const document = {
      ...record,
      settings: { ...record.settings, resources: record.settings.resources.map(encodeResource) },
      type: 'goal',
      userId: uid,
    } as unknown as Record<string, Value>;
    active += 1;
    total += 1;
    const writes = [
      {
        update: { name: `${DATABASE}/documents/goals/${id}`, fields: fieldsOf(document) },
        updateTransforms: ['createdAt', 'updatedAt'].map((fieldPath) => ({
          fieldPath,
          setToServerValue: 'REQUEST_TIME',
        })),
        currentDocument: { exists: false },
      },
      {
        update: {
          name: `${DATABASE}/documents/goalCounters/${uid}`,
          fields: fieldsOf({ active, total, lastGoalId: id }),
        },
      },
    ];
    const response = await fetch(`http://${FIRESTORE_HOST}/v1/${DATABASE}/documents:commit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ writes }),
    });
    if (!response.ok) throw new Error(`Seeding ${goal.name} failed: ${await response.text()}`);
    ids.push(id);
  }
  return ids;
}
