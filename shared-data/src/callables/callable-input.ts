// Callable inputs are strict objects: a field the callable does not know is refused with a message
// naming it (so a client cannot smuggle a price or a role), and anything but an object is refused.
import { z } from '#zod';

export interface StrictInputMessages {
  /** What the object is, for the unknown-field message ("the order", "address"). */
  what: string;
  /** What to send instead. */
  hint: string;
  /** When the value is not an object at all. */
  notObject: string;
}

export function strictInput<Shape extends z.ZodRawShape>(shape: Shape, messages: StrictInputMessages) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `Unexpected field(s) ${issue.keys.join(', ')} in ${messages.what}; ${messages.hint}`;
      if (issue.code === 'invalid_type' && issue.expected === 'object') return messages.notObject;
      return undefined;
    },
  });
}

/** The first refusal's message, as a callable answers it (`invalid-argument`). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The request is not valid.';
}

/**
 * Calls a callable by name (shared-auth's `callFunction` in the browser): shared code that sends
 * something through a function takes it as a parameter, so it needs no Firebase SDK itself.
 */
export type CallFunction = <Result>(name: string, data: unknown) => Promise<Result>;
