/**
 * One Firestore batch holds at most 500 writes: the goals plus the counter, with headroom.
 * Apart from the other import limits because the repository, which every page loads, needs it.
 */
export const MAX_IMPORT_GOALS = 400;
