// An admin's `updatedAt` travels as an ISO string from the web SDK (where the form loaded it) to a
// function (firebase-admin, where it is checked): both must read the same instant, although the two
// SDKs' own toDate() round differently below the millisecond.
import { Timestamp as AdminTimestamp } from 'firebase-admin/firestore';
import { Timestamp as WebTimestamp } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';
import { asIsoDate } from 'shared-data/contracts';

describe('asIsoDate of a stored timestamp', () => {
  it('reads the same version from the web SDK and firebase-admin, whatever the sub-millisecond part', () => {
    for (const nanoseconds of [0, 425_820_000, 134_561_000, 999_999_999, 500_000_000]) {
      const web = new WebTimestamp(1_795_000_000, nanoseconds);
      const admin = new AdminTimestamp(1_795_000_000, nanoseconds);
      expect(asIsoDate(admin), String(nanoseconds)).toBe(asIsoDate(web));
    }
    // The SDKs' own conversions disagree here, which is why the shop never compares those.
    expect(new AdminTimestamp(1_795_000_000, 425_820_000).toDate().getTime()).not.toBe(new WebTimestamp(1_795_000_000, 425_820_000).toDate().getTime());
  });
});
