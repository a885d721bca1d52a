/**
 * Where a page's session stands, as one value: the session controller keeps nothing else about
 * it. Every change goes through nextPhase, which names what the page does next.
 */
export type SessionPhase =
  /** No session on this page: nobody signed in, or the auth service has not reported yet. */
  | { readonly name: 'idle' }
  /** The auth service reported an account (a kept sign-in); its profile is being read. */
  | { readonly name: 'restoring'; readonly uid: string }
  /**
   * A sign-in or sign-up the person asked for is running (`attempts` of them at once); the auth
   * service's reports are left to it. `held`: the session the page holds meanwhile, if any.
   */
  | { readonly name: 'signingIn'; readonly held: string | null; readonly attempts: number }
  /** The page holds this person's session and data. */
  | { readonly name: 'signedIn'; readonly uid: string }
  /** The session is ending (sign-out, deletion, a forced sign-out); `uid`: whose it was. */
  | { readonly name: 'ending'; readonly uid: string | null };

export type SessionEvent =
  /** The auth service reports who is signed in (null: nobody). */
  | { readonly type: 'authChanged'; readonly uid: string | null }
  /** The profile of a restored session is ready (or was refused). */
  | { readonly type: 'restoreFinished'; readonly uid: string }
  | { readonly type: 'restoreFailed'; readonly uid: string }
  /** A sign-in or sign-up the person asked for starts, finishes with a profile, or fails. */
  | { readonly type: 'signInStarted' }
  | { readonly type: 'signInFinished'; readonly uid: string }
  | { readonly type: 'signInFailed' }
  /** The session starts to end, has ended (the page reloads next), or goes on after all. */
  | { readonly type: 'endStarted' }
  | { readonly type: 'endFinished' }
  | { readonly type: 'endFailed' };

export const IDLE: SessionPhase = { name: 'idle' };

/** The uid whose data this page holds: from the first profile shown until the session ends. */
export function heldUid(phase: SessionPhase): string | null {
  switch (phase.name) {
    case 'signedIn':
      return phase.uid;
    case 'signingIn':
      return phase.held;
    case 'ending':
      return phase.uid;
    default:
      return null;
  }
}

const signedInOrIdle = (uid: string | null): SessionPhase =>
  uid ? { name: 'signedIn', uid } : { name: 'idle' };

/**
 * The phase after an event. An event the phase ignores gives back the same object, so
 * `nextPhase(p, e) === p` means "nothing to do"; any other result asks the page to act:
 * - authChanged → idle: show the signed-out screen (also when already idle: the first report);
 * - authChanged → restoring: read the profile of the reported account;
 * - authChanged → ending: the person signed out, or in as someone else, in another tab, or the
 *   session expired: end this page's session;
 * - restoreFinished / signInFinished accepted: show that profile (a late or stale one is ignored);
 * - restoreFailed accepted: refuse the account (sign out, say why);
 * - endStarted accepted: run the clean-up (a second one while ending is ignored).
 */
export function nextPhase(phase: SessionPhase, event: SessionEvent): SessionPhase {
  switch (event.type) {
    case 'authChanged':
      return afterAuthChanged(phase, event.uid);
    case 'restoreFinished':
      return phase.name === 'restoring' && phase.uid === event.uid
        ? { name: 'signedIn', uid: event.uid }
        : phase;
    case 'restoreFailed':
      return phase.name === 'restoring' && phase.uid === event.uid ? IDLE : phase;
    case 'signInStarted':
      if (phase.name === 'ending') return phase;
      return phase.name === 'signingIn'
        ? { ...phase, attempts: phase.attempts + 1 }
        : { name: 'signingIn', held: heldUid(phase), attempts: 1 };
    case 'signInFinished':
      if (phase.name !== 'signingIn') return phase;
      return phase.attempts > 1
        ? { name: 'signingIn', held: event.uid, attempts: phase.attempts - 1 }
        : { name: 'signedIn', uid: event.uid };
    case 'signInFailed':
      if (phase.name !== 'signingIn') return phase;
      return phase.attempts > 1
        ? { ...phase, attempts: phase.attempts - 1 }
        : signedInOrIdle(phase.held);
    case 'endStarted':
      return phase.name === 'ending' ? phase : { name: 'ending', uid: heldUid(phase) };
    case 'endFinished':
      return phase.name === 'ending' ? IDLE : phase;
    case 'endFailed':
      return phase.name === 'ending' ? signedInOrIdle(phase.uid) : phase;
  }
}

function afterAuthChanged(phase: SessionPhase, uid: string | null): SessionPhase {
  switch (phase.name) {
    case 'idle':
      // A report of nobody is news too: the first one ends the wait for the auth service.
      return uid ? { name: 'restoring', uid } : { name: 'idle' };
    case 'restoring':
      if (uid === phase.uid) return phase;
      return uid ? { name: 'restoring', uid } : IDLE;
    case 'signedIn':
      return uid === phase.uid ? phase : { name: 'ending', uid: phase.uid };
    case 'signingIn': // that sign-in establishes the session itself
    case 'ending': // the clean-up signs out itself
      return phase;
  }
}
