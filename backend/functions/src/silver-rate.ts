// The day's silver rate and the prices that follow it (issue 41; shared-data callables/silver-rate.ts).
//
// Design: metal-priced products keep a stored `price` (with `priceRateId`, the rate it was made
// from, and `priceBreakup`), rewritten here in batches after each rate change, so that listings,
// search, sorting and price filters keep working as Firestore queries on `price`. What must never
// mix two rates is priced at the moment from the rate in force instead: placeOrder (order-pricing.ts)
// prices every metal line from `pricing/silver` in its transaction, so an order holds one rate even
// while the rewrite is half-way. The rewrite records its progress on the rate's document
// (`repricing.after`, the last product written), so a run cut short is resumed where it stopped
// (resumeRepricing, on a schedule), and a newer rate stops an older rate's rewrite. The settings
// that make a price (the rounding rule, the GST rate and whether prices include it: settings/site)
// re-run the current rate's rewrite from the start when they change (onSiteSettingsWritten, a
// Firestore trigger), and stop a rewrite begun under the settings before.
import { FieldPath, FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { Auth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  cancelSilverRateInputSchema,
  CURRENT_SILVER_RATE,
  EFFECTIVE_NOW_MS,
  effectiveTimeProblem,
  formatDateTime,
  formatInr,
  normalizeSiteSettings,
  type PricingContext,
  PRODUCTS,
  rateChangeCheck,
  REPRICE_BATCH,
  setSilverRateInputSchema,
  type SetSilverRateResult,
  SILVER_RATES,
  type SilverRate,
  type SiteSettings,
} from 'shared-data/contracts';
import { recordAdminChange } from './admin-audit';
import { parseCallableInput } from './callable-input';
import { pricedFields, priceProductAt } from './priced-fields';
import { readSiteSettings } from './mail/mail-settings';
import { requireAdmin } from './require-admin';

export const currentRateRef = (db: Firestore) => db.collection(CURRENT_SILVER_RATE.collection).doc(CURRENT_SILVER_RATE.id);

/** The rate in force as `pricing/silver` holds it, or null when the shop has set none. */
export function rateOf(snapshot: DocumentSnapshot): SilverRate | null {
  const rupeesPerGram = snapshot.get('rupeesPerGram');
  const id = snapshot.get('rateId');
  if (!snapshot.exists || typeof rupeesPerGram !== 'number' || !(rupeesPerGram > 0) || typeof id !== 'string') return null;
  const from = snapshot.get('effectiveFrom');
  return { id, rupeesPerGram, effectiveFrom: from instanceof Timestamp ? from.toDate().toISOString() : String(from ?? '') };
}

type PricingSettings = Pick<SiteSettings, 'tax' | 'pricing'>;

/** What pricing needs: the rate in force (`pricing/silver`), and the settings' tax and rounding (normalized: a valid rule). */
export function pricingContext(current: DocumentSnapshot, { tax, pricing }: PricingSettings): PricingContext {
  return {
    rate: rateOf(current),
    tax: { ratePercent: tax.ratePercent, pricesIncludeTax: tax.pricesIncludeTax },
    rounding: pricing.rounding,
  };
}

/** The settings a metal price is made from, as one value: when it changes, the catalogue is re-priced. */
const pricingSettingsKey = ({ tax, pricing }: PricingSettings): string => `${pricing.rounding}|${tax.ratePercent}|${tax.pricesIncludeTax}`;

/**
 * Rewrites the stored price of every metal-priced product for the rate `rateId`, from the product
 * after `after` (resuming), in batches; stops when a newer rate is in force. Progress goes on the
 * rate's document after each batch.
 */
export async function repriceProducts(db: Firestore, rateId: string, after: string | null = null): Promise<{ repriced: number; complete: boolean }> {
  const rateRef = db.collection(SILVER_RATES).doc(rateId);
  let cursor = after;
  let repriced = 0;
  let pricedWith: string | null = null;
  // Only the fields pricing reads (a quarter of the time of whole documents, measured on the local backend).
  const pageAfter = (from: string | null) => {
    const query = db
      .collection(PRODUCTS)
      .where('pricing.basis', '==', 'metal')
      .orderBy(FieldPath.documentId())
      .select('price', 'mrp', 'pricing', 'attributes.weightGrams', 'priceRateId', 'priceBreakup', 'options', 'variants')
      .limit(REPRICE_BATCH);
    return (from ? query.startAfter(from) : query).get();
  };
  const nextRound = (from: string | null) => Promise.all([pageAfter(from), currentRateRef(db).get(), readSiteSettings(db)]);
  let round = await nextRound(cursor);
  for (;;) {
    const [page, current, settings] = round;
    // Settings that price differently since this run began started a run of their own (onSiteSettingsWritten).
    pricedWith ??= pricingSettingsKey(settings);
    if (pricingSettingsKey(settings) !== pricedWith) return { repriced, complete: false };
    const context = pricingContext(current, settings);
    if (context.rate?.id !== rateId) return { repriced, complete: false };
    const batch = db.batch();
    let written = 0;
    for (const product of page.docs) {
      // A product the rule cannot price (no weight) keeps its price, without a rate or breakup it no longer has.
      const fields = pricedFields(product.data(), context);
      if (!fields) continue;
      // A product with options has its variants rewritten: in a transaction, so that a sale's stock
      // change between this read and the write is never lost (priced-fields.ts).
      if ('variants' in fields) {
        if (await priceProductAt(db, product.ref, context)) written += 1;
        continue;
      }
      batch.update(product.ref, fields);
      written += 1;
    }
    const last = page.docs.at(-1)?.id ?? cursor;
    const done = page.docs.length < REPRICE_BATCH;
    batch.set(
      rateRef,
      { repricing: { after: last ?? null, repriced: FieldValue.increment(written), ...(done ? { finishedAt: FieldValue.serverTimestamp() } : {}) } },
      { merge: true },
    );
    // The next page (and whether the rate or settings moved) is read while this batch commits.
    const next = done ? null : nextRound(last ?? null);
    next?.catch(() => undefined);
    await batch.commit();
    repriced += written;
    if (!next) return { repriced, complete: true };
    cursor = last;
    round = await next;
  }
}

/** Continues the current rate's rewrite if it was cut short (a function timed out or the server stopped). */
export async function resumeRepricing(db: Firestore): Promise<{ rateId: string; repriced: number } | null> {
  const current = await currentRateRef(db).get();
  const rateId = current.get('rateId');
  if (typeof rateId !== 'string') return null;
  const rate = await db.collection(SILVER_RATES).doc(rateId).get();
  if (!rate.exists || rate.get('repricing.finishedAt')) return null;
  const after = rate.get('repricing.after');
  const { repriced } = await repriceProducts(db, rateId, typeof after === 'string' ? after : null);
  return { rateId, repriced };
}

/**
 * Re-prices every metal-priced product at the rate in force from the first one again (the settings
 * a price is made from changed). The rate's rewrite is marked unfinished first, so that a run cut
 * short is resumed (resumeRepricing). Null when the shop has set no rate.
 */
export async function restartRepricing(db: Firestore): Promise<{ rateId: string; repriced: number; complete: boolean } | null> {
  const rate = rateOf(await currentRateRef(db).get());
  if (!rate) return null;
  await db
    .collection(SILVER_RATES)
    .doc(rate.id)
    .set({ repricing: { after: null, finishedAt: null } }, { merge: true });
  return { rateId: rate.id, ...(await repriceProducts(db, rate.id)) };
}

/**
 * `settings/site` was written: when the rounding rule, the GST rate or whether prices include GST
 * changed, every metal-priced product is re-priced at the rate in force; otherwise nothing happens.
 */
export async function onSiteSettingsWritten(
  db: Firestore,
  before: unknown,
  after: unknown,
): Promise<{ rateId: string; repriced: number; complete: boolean } | null> {
  if (pricingSettingsKey(normalizeSiteSettings(before)) === pricingSettingsKey(normalizeSiteSettings(after))) return null;
  return restartRepricing(db);
}

export async function setSilverRate(request: CallableRequest<unknown>, db: Firestore, auth: Auth, now = Date.now()): Promise<SetSilverRateResult> {
  const actor = await requireAdmin(request, auth);
  const input = parseCallableInput(setSilverRateInputSchema, request.data);
  const timeProblem = effectiveTimeProblem(input.effectiveFrom, now);
  if (timeProblem) throw new HttpsError('invalid-argument', timeProblem);
  // A time past the next minute schedules the rate: kept now, made current by applyDueRates then.
  const scheduledAt = input.effectiveFrom !== undefined && Date.parse(input.effectiveFrom) > now + EFFECTIVE_NOW_MS ? new Date(input.effectiveFrom) : null;
  const rateRef = db.collection(SILVER_RATES).doc();
  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(currentRateRef(db));
    const last = rateOf(current);
    const check = rateChangeCheck(input.rupeesPerGram, last?.rupeesPerGram ?? null);
    if (check && 'error' in check) throw new HttpsError('invalid-argument', check.error);
    if (check && 'confirm' in check && !input.confirmed) throw new HttpsError('failed-precondition', check.confirm, { needsConfirmation: true });
    if (scheduledAt) {
      transaction.create(rateRef, {
        rupeesPerGram: input.rupeesPerGram,
        effectiveFrom: Timestamp.fromDate(scheduledAt),
        scheduled: true,
        by: actor.uid,
        byEmail: actor.email ?? '',
      });
      recordAdminChange(transaction, db, actor, {
        action: 'pricing.silver-rate-scheduled',
        target: `${SILVER_RATES}/${rateRef.id}`,
        summary: `Silver rate ${formatInr(input.rupeesPerGram)} a gram (fine silver) scheduled from ${formatDateTime(scheduledAt.toISOString())}`,
        changes: { rupeesPerGram: { from: last?.rupeesPerGram ?? null, to: input.rupeesPerGram } },
      });
      return;
    }
    const effectiveFrom = FieldValue.serverTimestamp();
    transaction.create(rateRef, { rupeesPerGram: input.rupeesPerGram, effectiveFrom, by: actor.uid, byEmail: actor.email ?? '', previous: last?.id ?? null });
    transaction.set(currentRateRef(db), { rateId: rateRef.id, rupeesPerGram: input.rupeesPerGram, effectiveFrom }, { merge: true });
    recordAdminChange(transaction, db, actor, {
      action: 'pricing.silver-rate',
      target: `${SILVER_RATES}/${rateRef.id}`,
      summary: `Silver rate ${last ? `${formatInr(last.rupeesPerGram)} → ` : ''}${formatInr(input.rupeesPerGram)} a gram (fine silver)`,
      changes: { rupeesPerGram: { from: last?.rupeesPerGram ?? null, to: input.rupeesPerGram } },
    });
  });
  if (scheduledAt) return { rateId: rateRef.id, repriced: 0, complete: false, scheduledFor: scheduledAt.toISOString() };
  const { repriced, complete } = await repriceProducts(db, rateRef.id);
  return { rateId: rateRef.id, repriced, complete };
}

/**
 * Makes the latest scheduled rate whose time has come the rate in force, and re-prices every
 * metal-priced product at it (runs every minute). Scheduled rates it passes over (an earlier one due
 * at the same run, or one older than a rate set since) are marked skipped. Null when none is due.
 */
export async function applyDueRates(db: Firestore, now = new Date()): Promise<{ rateId: string; repriced: number; complete: boolean } | null> {
  const due = await db.collection(SILVER_RATES).where('scheduled', '==', true).where('effectiveFrom', '<=', Timestamp.fromDate(now)).get();
  if (due.empty) return null;
  const applied = await db.runTransaction(async (transaction) => {
    const [current, ...rates] = await transaction.getAll(currentRateRef(db), ...due.docs.map((rate) => rate.ref));
    const waiting = rates
      .filter((rate) => rate.get('scheduled') === true)
      .sort((a, b) => (a.get('effectiveFrom') as Timestamp).toMillis() - (b.get('effectiveFrom') as Timestamp).toMillis());
    const latest = waiting.at(-1);
    if (!latest) return null;
    const inForce = current?.get('effectiveFrom');
    // A rate set by hand after this one's time stays: the scheduled one is older news.
    const stale = inForce instanceof Timestamp && inForce.toMillis() > (latest.get('effectiveFrom') as Timestamp).toMillis();
    for (const rate of waiting) {
      transaction.update(rate.ref, {
        scheduled: FieldValue.delete(),
        ...(rate === latest && !stale ? { previous: rateOf(current!)?.id ?? null } : { skipped: true }),
      });
    }
    if (stale) return null;
    transaction.set(
      currentRateRef(db),
      { rateId: latest.id, rupeesPerGram: latest.get('rupeesPerGram'), effectiveFrom: latest.get('effectiveFrom') },
      { merge: true },
    );
    return latest.id;
  });
  if (!applied) return null;
  return { rateId: applied, ...(await repriceProducts(db, applied)) };
}

/** An admin takes back a scheduled rate before its time (audited); a rate in force cannot be. */
export async function cancelSilverRate(request: CallableRequest<unknown>, db: Firestore, auth: Auth): Promise<{ rateId: string }> {
  const actor = await requireAdmin(request, auth);
  const { rateId } = parseCallableInput(cancelSilverRateInputSchema, request.data);
  const rateRef = db.collection(SILVER_RATES).doc(rateId);
  await db.runTransaction(async (transaction) => {
    const rate = await transaction.get(rateRef);
    if (!rate.exists) throw new HttpsError('not-found', 'That rate does not exist.');
    if (rate.get('scheduled') !== true)
      throw new HttpsError('failed-precondition', 'Only a scheduled rate can be cancelled; this one is in force or was already taken back.');
    transaction.update(rateRef, { scheduled: FieldValue.delete(), cancelled: true });
    const at = rate.get('effectiveFrom');
    recordAdminChange(transaction, db, actor, {
      action: 'pricing.silver-rate-cancelled',
      target: `${SILVER_RATES}/${rateId}`,
      summary: `Cancelled the silver rate ${formatInr(Number(rate.get('rupeesPerGram')))} a gram scheduled from ${at instanceof Timestamp ? formatDateTime(at.toDate().toISOString()) : 'later'}`,
      changes: { cancelled: { from: false, to: true } },
    });
  });
  return { rateId };
}
