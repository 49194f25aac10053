// Newsletter sign-ups through the `subscribeNewsletter` function: one document per address.
import { callFunction } from 'shared-auth';
import type { SubscribeNewsletterResult } from 'shared-data';

export type NewsletterResult = SubscribeNewsletterResult['status'];

export async function subscribeToNewsletter(email: string, source: string): Promise<NewsletterResult> {
  const { status } = await callFunction<SubscribeNewsletterResult>('subscribeNewsletter', { email, source });
  return status;
}
