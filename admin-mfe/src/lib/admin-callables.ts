// The admin's callables (functions that change several documents at once and record the audit
// entry in the same transaction), with their errors turned into messages for the admin.
import { callFunction } from 'shared-auth';

import type { ModerateReviewInput, ModerateReviewResult } from 'shared-data/shopper';
import type {
  CustomerNoteInput,
  SetCustomerDisabledInput,
  SetCustomerDisabledResult,
  IssueInvoiceResult,
  AdjustStockInput,
  AdjustStockResult,
  AdminAccount,
  ImportProductsInput,
  ImportProductsResult,
  OrderNoteInput,
  SaveCategoryInput,
  SaveCategoryResult,
  SetAdminRoleResult,
  SetOrderStatusInput,
  SetOrderStatusResult,
  RecordPaymentInput,
  RecordPaymentResult,
  IssueCreditNoteInput,
  IssueCreditNoteResult,
  EditOrderInput,
  EditOrderResult,
  CreateShopOrderInput,
  CreateShopOrderResult,
  SetSilverRateInput,
  SetSilverRateResult,
  SupportReplyInput,
  SupportReplyResult,
} from 'shared-data/admin';

/** A refused or failed call: the message is for the admin; `conflict` when the data changed meanwhile. */
export class AdminCallError extends Error {
  readonly code: string;
  readonly conflict: boolean;
  /** The function's own details of the refusal (e.g. `needsConfirmation`), or {}. */
  readonly details: Record<string, unknown>;

  constructor(code: string, message: string, conflict: boolean, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AdminCallError';
    this.code = code;
    this.conflict = conflict;
    this.details = details;
  }
}

function toAdminCallError(error: unknown): AdminCallError {
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | null;
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'unknown';
  const message = typeof raw?.message === 'string' ? raw.message.replace(/\s*\[\d{3}\]$/, '') : '';
  const conflict = (raw?.details as { conflict?: unknown } | undefined)?.conflict === true;
  if (!message || code === 'internal' || code === 'unavailable' || code === 'unknown' || code === 'deadline-exceeded') {
    return new AdminCallError(code, 'The shop could not be reached, so nothing was changed. Check the connection and try again.', false);
  }
  const details = typeof raw?.details === 'object' && raw.details !== null ? (raw.details as Record<string, unknown>) : {};
  return new AdminCallError(code, message, conflict, details);
}

async function call<Result, Data>(name: string, data: Data): Promise<Result> {
  try {
    return await callFunction<Result, Data>(name, data);
  } catch (error) {
    throw toAdminCallError(error);
  }
}

type Input<T> = { [Key in keyof T]: T[Key] };

export const saveCategory = (input: Input<SaveCategoryInput>) => call<SaveCategoryResult, Input<SaveCategoryInput>>('saveCategory', input);
export const reorderCategories = (slugs: string[]) => call<{ order: string[] }, { slugs: string[] }>('reorderCategories', { slugs });
export const deleteCategory = (slug: string, expectedUpdatedAt: string | null) =>
  call<{ slug: string }, { slug: string; expectedUpdatedAt: string | null }>('deleteCategory', { slug, expectedUpdatedAt });

/** Moves an order one step; optional fields (courier, tracking, reason) may be left out. */
export const setOrderStatus = (input: Pick<SetOrderStatusInput, 'orderId' | 'status' | 'expectedStatus'> & Partial<SetOrderStatusInput>) =>
  call<SetOrderStatusResult, typeof input>('setOrderStatus', input);
export const addOrderNote = (input: Input<OrderNoteInput>) => call<{ noteId: string }, Input<OrderNoteInput>>('addOrderNote', input);

export const listAdmins = () => call<{ admins: AdminAccount[] }, Record<string, never>>('listAdmins', {});
export const setAdminRole = (email: string, admin: boolean) => call<SetAdminRoleResult, { email: string; admin: boolean }>('setAdminRole', { email, admin });

/** Adds or takes away pieces with a reason; refused (conflict) when the stock is not `expectedStock` any more. */
export const adjustStock = (input: Input<AdjustStockInput>) => call<AdjustStockResult, Input<AdjustStockInput>>('adjustStock', input);

/** Writes one chunk (at most 100) of checked CSV rows; a chunk is written whole or not at all. */
export const importProducts = (rows: ImportProductsInput['rows']) => call<ImportProductsResult, ImportProductsInput>('importProducts', { rows });

/** Gives the order its tax invoice number (once; asking again returns the same number). */
export const issueInvoice = (orderId: string) => call<IssueInvoiceResult, { orderId: string }>('issueInvoice', { orderId });

/** Turns a customer's sign-in off (revoking their sessions) or back on. */
export const setCustomerDisabled = (input: Input<SetCustomerDisabledInput>) =>
  call<SetCustomerDisabledResult, Input<SetCustomerDisabledInput>>('setCustomerDisabled', input);

/** Approves, rejects (with the reason its author reads), replies to or deletes a review; refused (conflict) when it changed since it was loaded. */
export const moderateReview = (input: Input<ModerateReviewInput>) => call<ModerateReviewResult, Input<ModerateReviewInput>>('moderateReview', input);

/** The shop's internal note on a customer (admins only; audited). */
export const addCustomerNote = (input: Input<CustomerNoteInput>) => call<{ noteId: string }, Input<CustomerNoteInput>>('addCustomerNote', input);

// ---- order to money (issue 36) ----------------------------------------------------------------

/** Records money received for an order (or given back: kind refund); refused when the reference was recorded before. */
export const recordPayment = (input: Input<RecordPaymentInput>) => call<RecordPaymentResult, Input<RecordPaymentInput>>('recordPayment', input);

/** E-mails the customer what is due and how to pay it. */
export const sendPaymentReminder = (orderId: string) => call<{ queued: boolean; to: string | null }, { orderId: string }>('sendPaymentReminder', { orderId });

/** A credit note against the order's invoice: all of it, some lines or an amount. */
export const issueCreditNote = (input: Omit<Input<IssueCreditNoteInput>, 'lines' | 'amount'> & Partial<Pick<IssueCreditNoteInput, 'lines' | 'amount'>>) =>
  call<IssueCreditNoteResult, typeof input>('issueCreditNote', input);

/** Changes an order's lines, discount and shipping; refused (conflict) when the order changed since `expectedUpdatedAt`. */
export const editOrder = (input: Input<EditOrderInput>) => call<EditOrderResult, Input<EditOrderInput>>('editOrder', input);

/** An order the shop enters for a buyer (phone, WhatsApp, e-mail, in person). */
export const createShopOrder = (input: CreateShopOrderInput) => call<CreateShopOrderResult, CreateShopOrderInput>('createShopOrder', input);

/** Corrects a customer's business name and GSTIN (audited). */
export const setCustomerBusiness = (input: { uid: string; businessName: string; gstin: string }) =>
  call<{ uid: string }, { uid: string; businessName: string; gstin: string }>('setCustomerBusiness', input);

/** Sets the day's silver rate and re-prices every metal-priced product (may take a while on a large catalogue). */
export const setSilverRate = (input: SetSilverRateInput) => call<SetSilverRateResult, SetSilverRateInput>('setSilverRate', input);
export const cancelSilverRate = (rateId: string) => call<{ rateId: string }, { rateId: string }>('cancelSilverRate', { rateId });

/** Sends the admin's answer to a contact message by e-mail and keeps it in the message's thread. */
export const replyToSupportMessage = (input: Input<SupportReplyInput>) => call<SupportReplyResult, Input<SupportReplyInput>>('replyToSupportMessage', input);
