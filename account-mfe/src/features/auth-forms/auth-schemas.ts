// The sign-in, registration and password-reset forms' checks (zod), with messages a person can act
// on. The e-mail check is the shop's one check (shared-data's isValidEmail, the rules' isEmail).
// Built on first use with shared-data's zod, which browsers download when a form is first used.
import { isValidEmail, lazySchema, z } from 'shared-data';
import { unmetPasswordRules } from './password-rules';

const INVALID_EMAIL = 'That e-mail address is not valid. Check it for typos.';

const email = (missing: string) =>
  z
    .string()
    .transform((value) => value.trim())
    .refine((value) => value !== '', missing)
    .refine((value) => value === '' || isValidEmail(value.toLowerCase()), INVALID_EMAIL);

export const loginSchema = lazySchema(() =>
  z.object({
    email: email('Enter your e-mail address.'),
    password: z.string().min(1, 'Enter your password.'),
  }),
);

export const passwordResetSchema = lazySchema(() => z.object({ email: email('Enter the e-mail address of your account.') }));

export const registerSchema = lazySchema(() =>
  z
    .object({
      name: z
        .string()
        .transform((value) => value.trim())
        .refine((value) => value !== '', 'Enter your name.')
        .refine((value) => value.length <= 100, 'Your name can be at most 100 characters.'),
      email: email('Enter your e-mail address.'),
      password: z
        .string()
        .min(1, 'Choose a password.')
        .superRefine((password, context) => {
          const unmet = unmetPasswordRules(password);
          if (password && unmet.length) {
            context.addIssue({ code: 'custom', message: `The password still needs: ${unmet.map((rule) => rule.label.toLowerCase()).join(', ')}.` });
          }
        }),
      confirm: z.string().min(1, 'Type the password again.'),
    })
    .refine((values) => !values.confirm || values.confirm === values.password, { path: ['confirm'], message: 'The two passwords do not match.' }),
);
