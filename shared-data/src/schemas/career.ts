// A job opening (`careers/{id}`) as the admin's careers editor writes it and the write rule accepts
// it. No Firebase import: the admin form and the tests share it.
import { z } from '#zod';
import { cleanText } from './fields';
import { lazySchema } from './lazy-schema';

export const CAREER_TYPES = ['Full-time', 'Part-time', 'Internship'] as const;
export const CAREER_LIMITS = { title: 200, location: 100, description: 5_000 } as const;

const text = (label: string, max: number) =>
  z
    .string()
    .transform(cleanText)
    .refine((value) => value.length >= 1, `Enter the ${label}.`)
    .refine((value) => value.length <= max, `Keep the ${label} to ${max.toLocaleString('en-IN')} characters.`);

export const careerFormSchema = lazySchema(() =>
  z.object({
    title: text('job title', CAREER_LIMITS.title),
    location: text('location', CAREER_LIMITS.location),
    type: z.enum(CAREER_TYPES, { error: 'Choose full-time, part-time or internship.' }),
    description: z
      .string()
      .transform((value) => value.replace(/\r\n/g, '\n').trim())
      .refine((value) => value.length >= 1, 'Describe the job.')
      .refine((value) => value.length <= CAREER_LIMITS.description, `Keep the description to ${CAREER_LIMITS.description.toLocaleString('en-IN')} characters.`),
  }),
);

export type CareerFormValues = z.input<typeof careerFormSchema>;
