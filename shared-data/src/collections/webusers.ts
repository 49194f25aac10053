// `webusers/{uid}`: a customer's profile (docs/product-spec.md §3), written by the customer (their
// own document) and read by them and admins. shared-auth creates and refreshes it on sign-in.
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { lazyFirestore } from '../platform/firestore-sdk';
import { z } from '#zod';
import { storedText, timestampField } from '../schemas/fields';
import { asIsoDate } from './field-readers';
import { lazySchema } from '../schemas/lazy-schema';
import { WEBUSERS } from './collection-names';

const { doc } = lazyFirestore;

export { WEBUSERS } from './collection-names';

export interface EmailPreferences {
  orderUpdates: boolean;
  promotions: boolean;
  newsletter: boolean;
}

export interface WebUserProfile {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  emailPreferences: EmailPreferences;
  /** The buyer's business for GST invoices ('' for none; shared-data tax/buyer-business). */
  businessName: string;
  gstin: string;
  /** ISO strings (the stored values are timestamps). */
  createdAt: string | null;
  lastLogin: string | null;
}

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = { orderUpdates: true, promotions: true, newsletter: true };

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export function toWebUserProfile(uid: string, data: Record<string, unknown>): WebUserProfile {
  const prefs = (data['emailPreferences'] ?? {}) as Partial<EmailPreferences>;
  return {
    uid,
    email: str(data['email']) ?? '',
    displayName: str(data['displayName']),
    photoURL: str(data['photoURL']),
    emailVerified: data['emailVerified'] === true,
    firstName: str(data['firstName']),
    lastName: str(data['lastName']),
    phone: str(data['phone']),
    emailPreferences: {
      orderUpdates: prefs.orderUpdates ?? true,
      promotions: prefs.promotions ?? true,
      newsletter: prefs.newsletter ?? true,
    },
    businessName: str(data['businessName']) ?? '',
    gstin: str(data['gstin']) ?? '',
    createdAt: asIsoDate(data['createdAt']),
    lastLogin: asIsoDate(data['lastLogin']),
  };
}

export const webUserConverter: FirestoreDataConverter<WebUserProfile> = {
  toFirestore: (profile) => profile as unknown as DocumentData,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => toWebUserProfile(snapshot.id, snapshot.data()),
};

export const webUserRef = (db: Firestore, uid: string) => doc(db, WEBUSERS, uid).withConverter(webUserConverter);

const optionalNullableText = (max: number) => storedText(0, max).nullable().optional();

/** A profile document as the write rule accepts it (validWebUser in backend/firestore.rules). */
export const webUserDocumentSchema = lazySchema(() =>
  z.strictObject({
    uid: z.string().min(1),
    email: storedText(3, 254),
    displayName: optionalNullableText(100),
    photoURL: storedText(9, 2048)
      .regex(/^https:\/\/\S+$/)
      .nullable()
      .optional(),
    emailVerified: z.boolean().optional(),
    createdAt: timestampField,
    lastLogin: timestampField.optional(),
    firstName: optionalNullableText(100),
    lastName: optionalNullableText(100),
    businessName: storedText(0, 120).optional(),
    gstin: z
      .string()
      .regex(/^([0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z])?$/)
      .optional(),
    phone: optionalNullableText(20),
    emailPreferences: z.strictObject({ orderUpdates: z.boolean(), promotions: z.boolean(), newsletter: z.boolean() }).partial().optional(),
  }),
);

/** The profile form of My Account: name, optional phone and photo (an https image address). */
export const profileInputSchema = lazySchema(() =>
  z.object({
    displayName: z
      .string()
      .transform((value) => value.trim())
      .refine((value) => value !== '', 'Enter your name.')
      .refine((value) => value.length <= 100, 'Your name can be at most 100 characters.'),
    phone: z
      .string()
      .transform((value) => value.trim())
      .refine((value) => value === '' || /^[+]?[0-9 ()-]{7,20}$/.test(value), 'Enter a phone number with 7–20 digits (spaces, +, - and brackets allowed).'),
    photoURL: z
      .string()
      .transform((value) => value.trim())
      .refine((value) => value === '' || isHttpsUrl(value), 'Use an https:// address of an image.'),
  }),
);

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}
