import type { AdminRepo } from '../ports';
import { createAdminOps } from './admin-ops';
import { liteFirestore } from './firestore-lite-db';

/**
 * The administrator's operations on the app's lite client. Part of the wiring in
 * firebase-backend.ts, in a module of its own so that the lite client loads with the admin
 * page's operations and never with /goals.
 */
export const createLiteAdminOps = (requireSignedIn: () => void): AdminRepo =>
  createAdminOps(requireSignedIn, liteFirestore());
