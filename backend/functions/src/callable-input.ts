// A callable's input, parsed with its shared schema (shared-data callables/): the first refusal
// becomes `invalid-argument` with the schema's message, which the client shows as it is.
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { firstIssueMessage } from 'shared-data/contracts';

export function parseCallableInput<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpsError('invalid-argument', firstIssueMessage(result.error));
  return result.data;
}
