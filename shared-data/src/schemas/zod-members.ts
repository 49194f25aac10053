// The parts of zod the shop's schemas call, for browsers (zod-lazy.ts downloads this module). Named
// one by one so the bundler keeps only these and what they use: importing zod's whole namespace
// dynamically would bring all of it, its locales included (87 KB gzip against 25 KB).
// zod-lazy.test.ts fails when a source file calls a function of `z` that is not listed here.
import { z } from 'zod';

export const zodMembers = {
  array: z.array,
  boolean: z.boolean,
  config: z.config,
  custom: z.custom,
  enum: z.enum,
  literal: z.literal,
  looseObject: z.looseObject,
  null: z.null,
  number: z.number,
  object: z.object,
  preprocess: z.preprocess,
  record: z.record,
  strictObject: z.strictObject,
  string: z.string,
  union: z.union,
  unknown: z.unknown,
};
