// `events/{id}`: the first-party analytics sink (docs/product-spec.md §7 events). The shop server
// stores them from POST /__events (shell/src/server/event-store.server.ts); the rules refuse client
// creates; admins read (the analytics screen reads roll-ups).
import { z } from '#zod';
import { storedText, timestampField } from '../schemas/fields';
import { lazySchema } from '../schemas/lazy-schema';

export { EVENTS } from './collection-names';

/** An event document as the shop server stores it. */
export const eventDocumentSchema = lazySchema(() =>
  z.strictObject({
    name: storedText(1, 40).regex(/^[a-z][a-z0-9_]*$/),
    params: z
      .record(z.string(), z.unknown())
      .refine((params) => Object.keys(params).length <= 25)
      .optional(),
    path: storedText(0, 500).optional(),
    uid: z.string().optional(),
    sessionId: storedText(0, 64).optional(),
    /** The percentage of visits sampled when this visit was (absent: all); the roll-up weighs by it. */
    sample: z.number().int().min(1).max(100).optional(),
    createdAt: timestampField,
  }),
);

/** The event kinds the storefront's `track` calls send (analytics/track.ts). */
export const ANALYTICS_EVENT_NAMES = [
  'page_view',
  'event',
  'click',
  'view_content',
  'form_submit',
  'scroll_depth',
  'view_item',
  'view_item_list',
  'add_to_cart',
  'purchase',
  'search',
  'app_download_click',
] as const;

/** Most events one request may carry (the browser flushes before this). */
export const EVENT_BATCH_LIMIT = 50;

const scalar = lazySchema(() => z.union([z.string().max(300), z.number().finite(), z.boolean(), z.null()]));
const itemList = lazySchema(() => z.array(z.record(z.string().max(40), z.union([z.string().max(200), z.number().finite()]))).max(10));

/** What the browser sends to the shop's `/__events` endpoint (analytics/first-party sink). */
export const eventBatchSchema = lazySchema(() =>
  z.strictObject({
    sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
    /** The share of visits the shop samples (settings' analytics.samplePercent) when below 100. */
    sample: z.number().int().min(1).max(99).optional(),
    events: z
      .array(
        z.strictObject({
          name: z.enum(ANALYTICS_EVENT_NAMES),
          params: z.record(z.string().max(40), z.union([scalar, itemList])).refine((params) => Object.keys(params).length <= 25, 'at most 25 parameters'),
          path: z.string().max(500).optional(),
        }),
      )
      .min(1)
      .max(EVENT_BATCH_LIMIT),
  }),
);

export type EventBatch = z.infer<typeof eventBatchSchema>;
