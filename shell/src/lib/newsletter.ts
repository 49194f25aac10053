// Newsletter sign-ups through the `subscribeNewsletter` function: one document per address.
import { callFunction } from 'shared-auth';

/** The same pattern the function and the security rules apply (lower case, no slash). */
export const NEWSLETTER_EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;

export function normalizeNewsletterEmail(input: string): string {
  return input.trim().toLowerCase();
}

export type NewsletterResult = 'subscribed' | 'already-subscribed';

export async function subscribeToNewsletter(email: string, source: string): Promise<NewsletterResult> {
  const { status } = await callFunction<{ status: NewsletterResult }>('subscribeNewsletter', { email, source });
  return status;
}
