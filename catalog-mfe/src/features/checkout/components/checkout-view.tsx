// Checkout for signed-in customers: review the cart at today's prices, choose or add a shipping
// address, say the business a GST invoice is made out to and how they mean to pay, leave a note,
// and place the order. The order is created by the `placeOrder` function from product ids and
// quantities only; it is "pending confirmation" and paid when the shop confirms it. Shipping and
// the minimum order come from the settings by the same rules the function applies (shared-data
// order-charges), so the total shown is the total charged — or says that shipping is quoted later.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'shared-router';
import { addAddress, updateProfile } from 'shared-auth';
import { cartLineKey, emptyAddress, useSiteSettings, type Address, type AddressInput, type OrderIssue, type WebUserProfile } from 'shared-data';
import { minimumOrderProblem, shippingNote, shippingQuote } from 'shared-data/shopper';
import { FormError, FormStatus, formatInr, TextAreaField, TextField, useForm } from 'shared-ui';
import { AddressForm } from 'shared-ui/address-form';
import { paths } from '../../../config/paths';
import { CartStateMessage } from '../../../components/cart-state-message';
import { useReviewedCart } from '../../../hooks/use-reviewed-cart';
import { problemMessage } from '../../../lib/cart-review';
import { placeOrder } from '../../../lib/orders';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../hooks/idempotency-key';
import { paymentWaysFor } from '../lib/payment-ways';
import { checkoutFormSchema, type CheckoutFormValues } from '../lib/checkout-form';

export const PAYMENT_NOTE =
  'Your order is placed as “pending confirmation”: nothing is charged now. The shop checks availability and shipping, confirms the order with you, and you pay on confirmation.';

export const UNSAVED_ADDRESS_MESSAGE =
  'You started a new address but did not save it, so we have not placed the order. Press Save address to use it, or Cancel to deliver to the address chosen above.';

function formatAddress(address: Pick<Address, 'fullName' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'phone'>): string {
  return [address.fullName, address.line1, address.line2, `${address.city}, ${address.state} ${address.postalCode}`, address.phone].filter(Boolean).join(', ');
}

/** Whether anything was typed into the new-address form (its defaults, such as the country, do not count). */
const startedTyping = (values: AddressInput | null): boolean =>
  values !== null &&
  (Object.keys(emptyAddress) as Array<keyof AddressInput>).some(
    (key) => key !== 'isDefault' && String(values[key]).trim() !== String(emptyAddress[key]).trim(),
  );

export function CheckoutView({ addresses, profile }: { addresses: Address[]; profile: Pick<WebUserProfile, 'businessName' | 'gstin'> | null }) {
  const { cart, state, reload } = useReviewedCart();
  const settings = useSiteSettings();
  const orderRules = settings.orders;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const id = useId();
  const defaultAddress = addresses.find((address) => address.isDefault) ?? addresses[0];
  const [addressId, setAddressId] = useState<string | null>(defaultAddress?.id ?? null);
  const [adding, setAdding] = useState(addresses.length === 0);
  // What the new-address form holds, so an address typed but not saved is never silently ignored.
  const [newAddress, setNewAddress] = useState<AddressInput | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const newAddressRef = useRef<HTMLDivElement>(null);
  const [issues, setIssues] = useState<OrderIssue[]>([]);
  const chosen = addresses.find((address) => address.id === addressId) ? addressId : (defaultAddress?.id ?? null);
  const chosenAddress = addresses.find((address) => address.id === chosen) ?? null;

  const review = state.status === 'ready' ? state.review : null;
  const quote = shippingQuote({ subtotal: review?.subtotal ?? 0, weightGrams: review?.weightGrams ?? null, state: chosenAddress?.state ?? '' }, orderRules);
  const shipping = quote.kind === 'charged' ? quote.amount : 0;
  const total = (review?.subtotal ?? 0) + shipping;
  const ways = paymentWaysFor(settings.payments, total);

  const form = useForm<CheckoutFormValues, ReturnType<typeof checkoutFormSchema.parse>>({
    initialValues: {
      note: '',
      businessName: profile?.businessName ?? '',
      gstin: profile?.gstin ?? '',
      saveBusiness: false,
      paymentPreference: ways[0]?.value ?? '',
    },
    schema: checkoutFormSchema,
    onSubmit: async (checked) => {
      if (!chosen || !review) throw new FormError('Choose a shipping address, or add one.');
      setIssues([]);
      const business = checked.business.businessName || checked.business.gstin ? checked.business : null;
      if (checked.saveBusiness) {
        const saved = await updateProfile({ businessName: checked.business.businessName, gstin: checked.business.gstin });
        if (!saved.success) {
          throw new FormError(
            `We could not save the business details to your account (${saved.error ?? 'try again'}), so the order is not placed yet. Untick “Save to my account” to order without saving them.`,
          );
        }
      }
      const paymentPreference = ways.find((way) => way.value === checked.paymentPreference)?.value ?? ways[0]?.value ?? null;
      // A line whose product or option is gone is never ordered (it blocks checking out anyway).
      const items = review.lines
        .filter((line) => line.price !== null)
        .map(({ item }) => ({ productId: item.productId, ...(item.variantSku ? { variantSku: item.variantSku } : {}), quantity: item.quantity }));
      const signature = JSON.stringify([items, chosen, checked.note, business, paymentPreference]);
      try {
        // The function compares prices with the saved cart, so the latest cart must be saved first.
        await cart.flush();
        const order = await placeOrder({
          items,
          addressId: chosen,
          note: checked.note,
          business,
          paymentPreference,
          idempotencyKey: idempotencyKeyFor(signature),
        });
        forgetIdempotencyKey();
        cart.clear();
        navigate(paths.orderConfirmation.getHref(order.orderId));
      } catch (error) {
        const failed = error as { message?: string; issues?: OrderIssue[] };
        setIssues(failed.issues ?? []);
        // Prices or stock changed on the server: show the lines as they are now.
        if (failed.issues && failed.issues.length > 0) reload();
        throw new FormError(failed.message ?? 'The order could not be placed. Please try again.');
      }
    },
  });

  if (state.status !== 'ready') {
    return <CartStateMessage state={state} reload={reload} empty={<p>Your cart is empty, so there is nothing to check out.</p>} />;
  }
  const ready = state.review;

  const tooSmall = minimumOrderProblem(ready.subtotal, orderRules);
  const blocked = ready.blocking.length > 0 || tooSmall !== null;

  const onAddAddress = async (input: AddressInput): Promise<string | void> => {
    const result = await addAddress(input);
    if (!result.success || !result.id) return result.error ?? 'We could not save the address. Please try again.';
    setAddressId(result.id);
    setAdding(false);
    setNewAddress(null);
    setAddressError(null);
    revalidator.revalidate();
  };

  const onPlaceOrder = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.pending || blocked || ready.priceChanges.length > 0) return;
    // An address typed but not saved is never replaced by the saved one: the customer decides.
    if (adding && startedTyping(newAddress)) {
      setAddressError(UNSAVED_ADDRESS_MESSAGE);
      newAddressRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
      newAddressRef.current?.scrollIntoView?.({ block: 'center' });
      return;
    }
    if (!chosen) {
      setAddressError('Choose a shipping address, or add one.');
      (newAddressRef.current?.querySelector<HTMLElement>('input') ?? document.getElementById(`${id}-address`))?.focus();
      return;
    }
    setAddressError(null);
    void form.submit();
  };

  // A way that is no longer offered (cash on delivery above its limit) falls back to the first one.
  const preference = ways.find((way) => way.value === form.values.paymentPreference)?.value ?? ways[0]?.value ?? '';
  const addressErrorId = `${id}-address-error`;
  const quoted = quote.kind === 'quoted';
  const totalText = quoted ? `${formatInr(total)} plus shipping` : formatInr(total);
  return (
    <div className="checkout">
      <section className="checkout__section" aria-labelledby={`${id}-review`}>
        <h2 id={`${id}-review`}>1. Review your order</h2>
        <ul className="checkout__lines">
          {ready.lines.map((line) => (
            <li key={cartLineKey(line.item)} className={line.problem ? 'checkout__line checkout__line--problem' : 'checkout__line'}>
              <span className="checkout__line-title">
                {line.product?.title ?? line.item.productId} × {line.item.quantity}
                {line.label ? <span className="checkout__line-variant">{line.label}</span> : null}
              </span>
              <span className="checkout__line-total">{line.price === null ? '—' : formatInr(line.lineTotal)}</span>
              {line.problem ? <span className="checkout__line-problem">{problemMessage(line)}</span> : null}
              {line.previousPrice !== null ? (
                <span className="checkout__line-problem">
                  Price changed from {formatInr(line.previousPrice)} to {formatInr(line.price ?? 0)} since you added it.
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="checkout__subtotal">
          Subtotal <strong>{formatInr(ready.subtotal)}</strong>
        </p>
        <p className="checkout__shipping">{shippingNote(quote, orderRules)}</p>
        {quoted ? (
          <p className="checkout__subtotal">
            Total without shipping <strong>{formatInr(total)}</strong>
            <span className="checkout__total-note">The shop adds shipping when it confirms your order; you pay nothing until then.</span>
          </p>
        ) : shipping > 0 ? (
          <p className="checkout__subtotal">
            Total <strong>{formatInr(total)}</strong>
          </p>
        ) : null}
        {tooSmall ? (
          <p className="catalog-error" role="alert">
            {tooSmall} <Link to={paths.cart.getHref()}>Change your cart</Link>.
          </p>
        ) : null}
        {ready.blocking.length > 0 ? (
          <p className="catalog-error" role="alert">
            Some products cannot be ordered as they are. <Link to={paths.cart.getHref()}>Update your cart</Link> to continue.
          </p>
        ) : null}
        {ready.priceChanges.length > 0 ? (
          <div className="catalog-notice" role="alert">
            <p>Some prices changed since you added the products. The order uses today’s prices shown above.</p>
            <button type="button" className="button" onClick={() => cart.acknowledgePrices(ready.currentPrices)}>
              Accept the new prices
            </button>
          </div>
        ) : null}
      </section>

      <section className="checkout__section" aria-labelledby={`${id}-address`}>
        <h2 id={`${id}-address`} tabIndex={-1}>
          2. Shipping address
        </h2>
        {addresses.length > 0 ? (
          <fieldset
            className="checkout__addresses"
            aria-describedby={addressError && !adding ? addressErrorId : undefined}
            aria-invalid={addressError && !adding ? true : undefined}
          >
            <legend className="visually-hidden">Choose a shipping address</legend>
            {addresses.map((address) => (
              <label key={address.id} className="checkout__address">
                <input
                  type="radio"
                  name="addressId"
                  value={address.id}
                  checked={chosen === address.id}
                  onChange={() => {
                    setAddressId(address.id);
                    if (!adding) setAddressError(null);
                  }}
                />
                <span>
                  {address.label ? <strong>{address.label}: </strong> : null}
                  {formatAddress(address)}
                </span>
              </label>
            ))}
          </fieldset>
        ) : (
          <p>You have no saved address yet. Add one to continue.</p>
        )}
        {addressError && !adding ? (
          <p id={addressErrorId} className="field__error" role="alert">
            {addressError}
          </p>
        ) : null}
        {adding ? (
          <div className="checkout__new-address card" ref={newAddressRef} role="group" aria-labelledby={`${id}-new-address`}>
            <h3 id={`${id}-new-address`}>New address</h3>
            {addressError ? (
              <p className="form-status form-status--error" role="alert">
                {addressError}
              </p>
            ) : null}
            <AddressForm
              submitLabel="Save address"
              onSubmit={onAddAddress}
              onValuesChange={setNewAddress}
              {...(addresses.length > 0
                ? {
                    onCancel: () => {
                      setAdding(false);
                      setNewAddress(null);
                      setAddressError(null);
                    },
                  }
                : {})}
            />
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add a new address
          </button>
        )}
      </section>

      <form className="checkout__section" {...form.formProps} onSubmit={onPlaceOrder} aria-labelledby={`${id}-place`}>
        <h2 id={`${id}-place`}>3. Place your order</h2>
        <fieldset className="checkout__business">
          <legend>Business details for the GST invoice</legend>
          <p className="field__hint">
            Optional. Registered businesses claim input tax credit with the GSTIN on their invoice; leave both empty to buy as a person.
          </p>
          <TextField label="Business name" optional autoComplete="organization" {...form.field('businessName')} />
          <TextField
            label="GSTIN"
            optional
            autoCapitalize="characters"
            spellCheck={false}
            hint="15 characters, for example 27AABCR1234F1ZS."
            {...form.field('gstin')}
          />
          <label className="checkbox">
            <input type="checkbox" checked={form.values.saveBusiness} onChange={(event) => form.setValue('saveBusiness', event.target.checked)} />
            Save to my account for next time
          </label>
        </fieldset>
        {ways.length > 0 ? (
          <fieldset className="checkout__payment-ways">
            <legend>How will you pay?</legend>
            {ways.map((way) => (
              <label key={way.value} className="checkout__address">
                <input
                  type="radio"
                  name="paymentPreference"
                  value={way.value}
                  checked={preference === way.value}
                  onChange={() => form.setValue('paymentPreference', way.value)}
                />
                <span>
                  <strong>{way.label}</strong>
                  <span className="field__hint"> {way.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <TextAreaField label="Note for the shop" optional rows={3} {...form.field('note')} />
        <p className="checkout__payment card">{PAYMENT_NOTE}</p>
        <FormStatus state={form.status} />
        {form.status.kind === 'error' && issues.some((issue) => issue.reason !== 'price-changed') ? (
          <p>
            <Link to={paths.cart.getHref()}>Go to your cart</Link> to change it.
          </p>
        ) : null}
        <button type="submit" className="button button--primary checkout__place" disabled={form.pending || blocked || ready.priceChanges.length > 0}>
          {form.pending ? 'Placing your order…' : `Place order — ${totalText}`}
        </button>
        <p className="form-status" role="status">
          {form.pending ? 'Placing your order…' : ''}
        </p>
      </form>
    </div>
  );
}
