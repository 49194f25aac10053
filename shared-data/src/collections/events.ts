// `events/{id}`: the first-party analytics sink (docs/product-spec.md §7 events). Anyone creates a
// small event, shaped as the create rule expects; admins read (the analytics screen reads roll-ups).
import { z } from 'zod';
import { storedText, timestampField } from '../schemas/fields';

export const EVENTS = 'events';

/** An event document as the create rule accepts it. */
export const eventDocumentSchema = z.strictObject({
  name: storedText(1, 40).regex(/^[a-z][a-z0-9_]*$/),
  params: z
    .record(z.string(), z.unknown())
    .refine((params) => Object.keys(params).length <= 25)
    .optional(),
  path: storedText(0, 500).optional(),
  uid: z.string().optional(),
  sessionId: storedText(0, 64).optional(),
  createdAt: timestampField,
});
