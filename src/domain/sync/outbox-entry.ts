import type { WriteOp } from './write-ops';

/**
 * One change a person made, kept on the device until the server has it. Written to local
 * storage synchronously before the database is called, so closing the tab at once loses
 * nothing: the next visit (or another open tab) sends it again.
 */
export interface OutboxEntry {
  id: string;
  uid: string;
  /** The tab that made it; another tab takes it over once that tab is gone. */
  tab: string;
  /** Epoch ms when it was made. */
  at: number;
  /** What it does, in words ('Rename “Piano”', 'Log 1.0 h on “Piano”'). */
  label: string;
  /** Written together, in one batch. */
  ops: WriteOp[];
  /** Why the server refused it, in words; absent while it is on its way. */
  refused?: string;
  /** What else can be done about the refusal (refusal.ts): a session edit logged again. */
  remedy?: 'logAgain';
  /** Ms taken off the device clock's times when it was made (absent: none). */
  clockCorrection?: number;
}
