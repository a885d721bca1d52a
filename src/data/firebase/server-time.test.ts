import { describe, expect, it } from 'vitest';
import { issuedAtMs } from './server-time';

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: unknown) => `${base64url({ alg: 'RS256' })}.${base64url(payload)}.sig`;

describe('issuedAtMs', () => {
  it("reads an ID token's issue time in ms", () => {
    expect(issuedAtMs(token({ iat: 1_795_000_000, sub: 'u1' }))).toBe(1_795_000_000_000);
  });

  it('reads a payload whose base64url needs the URL-safe characters', () => {
    // '>>>' and '???' encode to '-' and '_' in base64url.
    expect(issuedAtMs(token({ iat: 1_700_000_000, name: '>>>???' }))).toBe(1_700_000_000_000);
  });

  it.each([undefined, 42, '', 'abc', 'a.b.c', token({ iat: 'soon' }), token(null), token({})])(
    'gives NaN for %j',
    (value) => {
      expect(issuedAtMs(value)).toBeNaN();
    },
  );
});
