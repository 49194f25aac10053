import type { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { parseSetAdminRoleInput } from '../../functions/src/set-admin-role';

function rejection(data: unknown): HttpsError {
  try {
    parseSetAdminRoleInput(data);
  } catch (error) {
    return error as HttpsError;
  }
  throw new Error('expected the input to be rejected');
}

describe('parseSetAdminRoleInput', () => {
  it('accepts an email and a boolean, trimming and lower-casing the email', () => {
    expect(parseSetAdminRoleInput({ email: '  Someone@Example.COM ', admin: false })).toEqual({ email: 'someone@example.com', admin: false });
  });

  it.each([
    [undefined, /Send an object/],
    [[1, 2], /Send an object/],
    [{ admin: true }, /email is required/],
    [{ email: '   ', admin: true }, /email is required/],
    [{ email: 'a@b', admin: true }, /not a valid email/],
    [{ email: `${'x'.repeat(250)}@example.com`, admin: true }, /not a valid email/],
    [{ email: 'a@b.co' }, /admin must be true/],
    [{ email: 'a@b.co', admin: 1 }, /admin must be true/],
    [{ email: 'a@b.co', admin: true, uid: 'x' }, /Unexpected field\(s\) uid/],
  ])('rejects %j as invalid-argument', (data, message) => {
    const error = rejection(data);
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toMatch(message);
  });
});
