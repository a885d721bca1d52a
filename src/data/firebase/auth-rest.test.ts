import { describe, expect, it } from 'vitest';
import { emailVerifiedIn } from './auth-rest';

describe('emailVerifiedIn', () => {
  it("reads the first account's verified flag of a lookup answer", () => {
    expect(emailVerifiedIn({ users: [{ email: 'a@b.c', emailVerified: true }] })).toBe(true);
    expect(emailVerifiedIn({ users: [{ email: 'a@b.c', emailVerified: false }] })).toBe(false);
  });

  it.each([null, {}, { users: [] }, { users: 'x' }, { users: [{ emailVerified: 'true' }] }])(
    'gives false for %j',
    (answer) => {
      expect(emailVerifiedIn(answer)).toBe(false);
    },
  );
});
