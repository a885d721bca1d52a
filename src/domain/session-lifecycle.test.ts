import { describe, expect, it } from 'vitest';
import {
  IDLE,
  heldUid,
  nextPhase,
  type SessionEvent,
  type SessionPhase,
} from './session-lifecycle';

const idle: SessionPhase = IDLE;
const restoringA: SessionPhase = { name: 'restoring', uid: 'a' };
const signingIn: SessionPhase = { name: 'signingIn', held: null, attempts: 1 };
const signingInHoldingA: SessionPhase = { name: 'signingIn', held: 'a', attempts: 1 };
const twoSignIns: SessionPhase = { name: 'signingIn', held: null, attempts: 2 };
const signedInA: SessionPhase = { name: 'signedIn', uid: 'a' };
const endingA: SessionPhase = { name: 'ending', uid: 'a' };
const endingNobody: SessionPhase = { name: 'ending', uid: null };

const events = {
  'authChanged(null)': { type: 'authChanged', uid: null },
  'authChanged(a)': { type: 'authChanged', uid: 'a' },
  'authChanged(b)': { type: 'authChanged', uid: 'b' },
  'restoreFinished(a)': { type: 'restoreFinished', uid: 'a' },
  'restoreFinished(b)': { type: 'restoreFinished', uid: 'b' },
  'restoreFailed(a)': { type: 'restoreFailed', uid: 'a' },
  'restoreFailed(b)': { type: 'restoreFailed', uid: 'b' },
  signInStarted: { type: 'signInStarted' },
  'signInFinished(b)': { type: 'signInFinished', uid: 'b' },
  signInFailed: { type: 'signInFailed' },
  endStarted: { type: 'endStarted' },
  endFinished: { type: 'endFinished' },
  endFailed: { type: 'endFailed' },
} satisfies Record<string, SessionEvent>;

type EventName = keyof typeof events;
/** What each event gives from one phase: the next phase, or 'ignored' (the same object back). */
type Row = Record<EventName, SessionPhase | 'ignored'>;

const table: [string, SessionPhase, Row][] = [
  [
    'idle',
    idle,
    {
      'authChanged(null)': { name: 'idle' },
      'authChanged(a)': restoringA,
      'authChanged(b)': { name: 'restoring', uid: 'b' },
      'restoreFinished(a)': 'ignored',
      'restoreFinished(b)': 'ignored',
      'restoreFailed(a)': 'ignored',
      'restoreFailed(b)': 'ignored',
      signInStarted: signingIn,
      'signInFinished(b)': 'ignored',
      signInFailed: 'ignored',
      endStarted: endingNobody,
      endFinished: 'ignored',
      endFailed: 'ignored',
    },
  ],
  [
    'restoring a',
    restoringA,
    {
      'authChanged(null)': idle,
      'authChanged(a)': 'ignored',
      'authChanged(b)': { name: 'restoring', uid: 'b' },
      'restoreFinished(a)': signedInA,
      'restoreFinished(b)': 'ignored',
      'restoreFailed(a)': idle,
      'restoreFailed(b)': 'ignored',
      signInStarted: signingIn,
      'signInFinished(b)': 'ignored',
      signInFailed: 'ignored',
      endStarted: endingNobody,
      endFinished: 'ignored',
      endFailed: 'ignored',
    },
  ],
  [
    'signing in',
    signingIn,
    {
      'authChanged(null)': 'ignored',
      'authChanged(a)': 'ignored',
      'authChanged(b)': 'ignored',
      'restoreFinished(a)': 'ignored',
      'restoreFinished(b)': 'ignored',
      'restoreFailed(a)': 'ignored',
      'restoreFailed(b)': 'ignored',
      signInStarted: twoSignIns,
      'signInFinished(b)': { name: 'signedIn', uid: 'b' },
      signInFailed: idle,
      endStarted: endingNobody,
      endFinished: 'ignored',
      endFailed: 'ignored',
    },
  ],
  [
    'signing in while holding a',
    signingInHoldingA,
    {
      'authChanged(null)': 'ignored',
      'authChanged(a)': 'ignored',
      'authChanged(b)': 'ignored',
      'restoreFinished(a)': 'ignored',
      'restoreFinished(b)': 'ignored',
      'restoreFailed(a)': 'ignored',
      'restoreFailed(b)': 'ignored',
      signInStarted: { name: 'signingIn', held: 'a', attempts: 2 },
      'signInFinished(b)': { name: 'signedIn', uid: 'b' },
      signInFailed: signedInA,
      endStarted: endingA,
      endFinished: 'ignored',
      endFailed: 'ignored',
    },
  ],
  [
    'two sign-ins at once',
    twoSignIns,
    {
      'authChanged(null)': 'ignored',
      'authChanged(a)': 'ignored',
      'authChanged(b)': 'ignored',
      'restoreFinished(a)': 'ignored',
      'restoreFinished(b)': 'ignored',
      'restoreFailed(a)': 'ignored',
      'restoreFailed(b)': 'ignored',
      signInStarted: { name: 'signingIn', held: null, attempts: 3 },
      'signInFinished(b)': { name: 'signingIn', held: 'b', attempts: 1 },
      signInFailed: signingIn,
      endStarted: endingNobody,
      endFinished: 'ignored',
      endFailed: 'ignored',
    },
  ],
  [
    'signed in as a',
    signedInA,
    {
      'authChanged(null)': endingA,
      'authChanged(a)': 'ignored',
      'authChanged(b)': endingA,
      'restoreFinished(a)': 'ignored',
      'restoreFinished(b)': 'ignored',
      'restoreFailed(a)': 'ignored',
      'restoreFailed(b)': 'ignored',
      signInStarted: signingInHoldingA,
      'signInFinished(b)': 'ignored',
      signInFailed: 'ignored',
      endStarted: endingA,
      endFinished: 'ignored',
      endFailed: 'ignored',
    },
  ],
  [
    'ending the session of a',
    endingA,
    {
      'authChanged(null)': 'ignored',
      'authChanged(a)': 'ignored',
      'authChanged(b)': 'ignored',
      'restoreFinished(a)': 'ignored',
      'restoreFinished(b)': 'ignored',
      'restoreFailed(a)': 'ignored',
      'restoreFailed(b)': 'ignored',
      signInStarted: 'ignored',
      'signInFinished(b)': 'ignored',
      signInFailed: 'ignored',
      endStarted: 'ignored',
      endFinished: idle,
      endFailed: signedInA,
    },
  ],
  [
    'ending with no session held',
    endingNobody,
    {
      'authChanged(null)': 'ignored',
      'authChanged(a)': 'ignored',
      'authChanged(b)': 'ignored',
      'restoreFinished(a)': 'ignored',
      'restoreFinished(b)': 'ignored',
      'restoreFailed(a)': 'ignored',
      'restoreFailed(b)': 'ignored',
      signInStarted: 'ignored',
      'signInFinished(b)': 'ignored',
      signInFailed: 'ignored',
      endStarted: 'ignored',
      endFinished: idle,
      endFailed: idle,
    },
  ],
];

describe('nextPhase', () => {
  describe.each(table)('from %s', (_name, phase, row) => {
    it.each(Object.keys(events) as EventName[])('on %s', (eventName) => {
      const frozen = Object.freeze({ ...phase });
      const next = nextPhase(frozen, events[eventName]);
      const expected = row[eventName];
      if (expected === 'ignored') expect(next).toBe(frozen);
      else {
        expect(next).not.toBe(frozen);
        expect(next).toEqual(expected);
      }
    });
  });

  it('covers every phase and every event', () => {
    const names = new Set(table.map(([, phase]) => phase.name));
    expect([...names].sort()).toEqual(['ending', 'idle', 'restoring', 'signedIn', 'signingIn']);
    const types = new Set(Object.values(events).map((event) => event.type));
    expect(types.size).toBe(9);
  });

  it('ends a session when another tab signs out, then shows the signed-out screen', () => {
    let phase = nextPhase(IDLE, events['authChanged(a)']);
    phase = nextPhase(phase, events['restoreFinished(a)']);
    phase = nextPhase(phase, events['authChanged(null)']);
    expect(phase).toEqual(endingA);
    // The clean-up's own sign-out is reported while ending: left to the clean-up.
    expect(nextPhase(phase, events['authChanged(null)'])).toBe(phase);
    phase = nextPhase(phase, events.endFinished);
    expect(nextPhase(phase, events['authChanged(null)'])).toEqual(IDLE);
  });

  it('drops a restore that the auth service has since taken back', () => {
    let phase = nextPhase(IDLE, events['authChanged(a)']);
    phase = nextPhase(phase, events['authChanged(b)']);
    expect(nextPhase(phase, events['restoreFinished(a)'])).toBe(phase);
    expect(nextPhase(phase, events['restoreFailed(a)'])).toBe(phase);
    expect(nextPhase(phase, events['restoreFinished(b)'])).toEqual({ name: 'signedIn', uid: 'b' });
  });

  it('goes on with the session when leaving fails', () => {
    const phase = nextPhase(signedInA, events.endStarted);
    expect(nextPhase(phase, events.endFailed)).toEqual(signedInA);
  });
});

describe('heldUid', () => {
  it('is the uid whose data the page holds', () => {
    expect(heldUid(idle)).toBeNull();
    expect(heldUid(restoringA)).toBeNull();
    expect(heldUid(signingIn)).toBeNull();
    expect(heldUid(signingInHoldingA)).toBe('a');
    expect(heldUid(signedInA)).toBe('a');
    expect(heldUid(endingA)).toBe('a');
    expect(heldUid(endingNobody)).toBeNull();
  });
});
