import { appConfig } from '@/config';

const product = appConfig.productName.toLowerCase();

/**
 * Every key this app keeps in the browser's storage, in one place: the sign-out wipe
 * (local-user-data.ts) removes exactly these, so a key added here is wiped too.
 */
export const LOCAL_KEYS = {
  /** '1' while this browser was signed in last time (spinner instead of a flash). */
  sessionHint: `${product}-signed-in`,
  /** The running timer as this browser last saw it (timer-mirror.ts). */
  timerMirror: `${product}-data`,
  /** The goals page's chosen view: this device's copy of the account's (goal-view.store.ts). */
  goalView: `${product}-view`,
  /** The Settings page's defaults for new goals: this device's copy of the account's. */
  defaultSettings: 'default-settings',
  /** The goals copy of earlier versions. */
  legacyGoals: 'goals',
  /** Which goal this device last reminded on which day, so a second tab does not repeat it. */
  remindedDays: `${product}-reminded`,
  /** The week whose review reminder this device last opened or dismissed (seen-review-week.ts). */
  seenReviewWeek: `${product}-review-seen`,
  /** When each advertising way last showed on this device (domain/ad-frequency.ts). */
  adFrequency: `${product}-ad-frequency`,
} as const;

/**
 * Preferences of this device rather than of the person: kept at sign-out. The theme key is
 * also read by index.html's theme-boot script before the first paint.
 */
export const DEVICE_KEYS = {
  /** 'light' or 'dark' when chosen in the header; absent while following the device. */
  theme: `${product}-theme`,
  /** A language tag kept for this device (the pseudo-locale in tests); absent while following
   * the browser's languages (src/i18n/device-locale.ts). */
  locale: `${product}-locale`,
  /** 'off' when single-key shortcuts are turned off on this device (WCAG 2.1.4); absent: on. */
  singleKeyShortcuts: `${product}-single-key-shortcuts`,
} as const;

/** Families of local keys, by prefix. */
export const LOCAL_KEY_PREFIXES = {
  /** Changes not yet on the server, per user and tab: `${outbox}${uid}:${tab}`. */
  outbox: `${product}-outbox:`,
  /** Which change on this device last set each goal field, per user (field-claims.ts). */
  fieldClaims: `${product}-field-claims:`,
  /** An import under way or cut short, per user (import-journal.ts). */
  importJournal: `${product}:import:`,
  /** Goals this device deleted whose leftover sessions may still be on the server, per user. */
  deletedGoals: `${product}-deleted-goals:`,
  /** Per-goal settings of earlier versions. */
  legacyGoalSettings: 'goal-settings-',
  legacyGoalSettingsOld: 'goalSettings_',
} as const;

/** Session storage (gone with the tab, and wiped at sign-out too). */
export const SESSION_KEYS = {
  /** The goal-completion ad was shown in this session. */
  adModalShown: `${product}:ad-modal-shown`,
  /** The persistent advertising ways dismissed in this session (their ids). */
  adDismissed: `${product}:ad-dismissed`,
  /** The campaigns whose click was counted in this session (their ids). */
  adClicks: `${product}:ad-clicks`,
  /** Why the last session was ended by force, for the sign-in screen after the reload. */
  signOutNotice: `${product}:sign-out-notice`,
} as const;

export function isUserDataKey(key: string): boolean {
  return (
    (Object.values(LOCAL_KEYS) as string[]).includes(key) ||
    Object.values(LOCAL_KEY_PREFIXES).some((prefix) => key.startsWith(prefix))
  );
}
