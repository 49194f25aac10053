// Checkout for signed-in customers: review the cart at today's prices, choose or add a shipping
// address, leave a note, and place the order. The order is created by the `placeOrder` function
// from product ids and quantities only; it is "pending confirmation" and paid when the shop
// confirms it. Shipping and the minimum order come from the settings by the same rules the function
// applies (shared-data order-charges), so the total shown is the total charged.
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useRevalidator } from 'shared-router';
import { addAddress } from 'shared-auth';
import { minimumOrderProblem, shippingFor, shippingNote, useSiteSettings, type Address, type AddressInput, type OrderIssue } from 'shared-data';
import { AddressForm, formatInr } from 'shared-ui';
import { paths } from '../../../config/paths';
import { CartStateMessage } from '../../../components/cart-state-message';
import { useReviewedCart } from '../../../hooks/use-reviewed-cart';
import { problemMessage } from '../../../lib/cart-review';
import { placeOrder } from '../../../lib/orders';
import { forgetIdempotencyKey, idempotencyKeyFor } from '../hooks/idempotency-key';

export const PAYMENT_NOTE =
  'Your order is placed as “pending confirmation”: nothing is charged now. The shop checks availability and shipping, confirms the order with you, and you pay on confirmation.';

const NOTE_LIMIT = 1000;

function formatAddress(address: Pick<Address, 'fullName' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'phone'>): string {
  return [address.fullName, address.line1, address.line2, `${address.city}, ${address.state} ${address.postalCode}`, address.phone].filter(Boolean).join(', ');
}

export function CheckoutView({ addresses }: { addresses: Address[] }) {
  const { cart, state, reload } = useReviewedCart();
  const orderRules = useSiteSettings().orders;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const id = useId();
  const defaultAddress = addresses.find((address) => address.isDefault) ?? addresses[0];
  const [addressId, setAddressId] = useState<string | null>(defaultAddress?.id ?? null);
  const [adding, setAdding] = useState(addresses.length === 0);
  const [note, setNote] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ address?: string; note?: string }>({});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ message: string; issues: OrderIssue[] } | null>(null);
  const chosen = addresses.find((address) => address.id === addressId) ? addressId : (defaultAddress?.id ?? null);

  if (state.status !== 'ready') {
    return <CartStateMessage state={state} reload={reload} empty={<p>Your cart is empty, so there is nothing to check out.</p>} />;
  }

  const { review } = state;
  const shipping = shippingFor(review.subtotal, orderRules);
  const total = review.subtotal + shipping;
  const tooSmall = minimumOrderProblem(review.subtotal, orderRules);
  const blocked = review.blocking.length > 0 || tooSmall !== null;

  const onAddAddress = async (input: AddressInput): Promise<string | void> => {
    const result = await addAddress(input);
    if (!result.success || !result.id) return result.error ?? 'We could not save the address. Please try again.';
    setAddressId(result.id);
    setAdding(false);
    setFieldErrors((current) => ({ ...current, address: undefined }));
    revalidator.revalidate();
  };

  const onPlaceOrder = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const errors: { address?: string; note?: string } = {};
    if (!chosen) errors.address = 'Choose a shipping address, or add one.';
    if (note.trim().length > NOTE_LIMIT) errors.note = `Keep the note to ${NOTE_LIMIT} characters (it has ${note.trim().length}).`;
    setFieldErrors(errors);
    if (errors.address || errors.note || !chosen || blocked || review.priceChanges.length > 0) return;
    setPending(true);
    setFailure(null);
    const items = cart.items.map((item) => ({ productId: item.productId, quantity: item.quantity }));
    const signature = JSON.stringify([items, chosen, note.trim()]);
    try {
      // The function compares prices with the saved cart, so the latest cart must be saved first.
      await cart.flush();
      const order = await placeOrder({ items, addressId: chosen, note: note.trim(), idempotencyKey: idempotencyKeyFor(signature) });
      forgetIdempotencyKey();
      cart.clear();
      navigate(paths.orderConfirmation.getHref(order.orderId));
    } catch (error) {
      const failed = error as { message?: string; issues?: OrderIssue[] };
      setFailure({ message: failed.message ?? 'The order could not be placed. Please try again.', issues: failed.issues ?? [] });
      setPending(false);
      // Prices or stock changed on the server: show the lines as they are now.
      if (failed.issues && failed.issues.length > 0) reload();
    }
  };

  const noteId = `${id}-note`;
  const addressErrorId = `${id}-address-error`;
  const noteErrorId = `${id}-note-error`;
  return (
    <div className="checkout">
      <section className="checkout__section" aria-labelledby={`${id}-review`}>
        <h2 id={`${id}-review`}>1. Review your order</h2>
        <ul className="checkout__lines">
          {review.lines.map((line) => (
            <li key={line.item.productId} className={line.problem ? 'checkout__line checkout__line--problem' : 'checkout__line'}>
              <span className="checkout__line-title">
                {line.product?.title ?? line.item.productId} × {line.item.quantity}
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
          Subtotal <strong>{formatInr(review.subtotal)}</strong>
        </p>
        <p className="checkout__shipping">{shippingNote(review.subtotal, orderRules)}</p>
        {shipping > 0 ? (
          <p className="checkout__subtotal">
            Total <strong>{formatInr(total)}</strong>
          </p>
        ) : null}
        {tooSmall ? (
          <p className="catalog-error" role="alert">
            {tooSmall} <Link to={paths.cart.getHref()}>Change your cart</Link>.
          </p>
        ) : null}
        {review.blocking.length > 0 ? (
          <p className="catalog-error" role="alert">
            Some products cannot be ordered as they are. <Link to={paths.cart.getHref()}>Update your cart</Link> to continue.
          </p>
        ) : null}
        {review.priceChanges.length > 0 ? (
          <div className="catalog-notice" role="alert">
            <p>Some prices changed since you added the products. The order uses today’s prices shown above.</p>
            <button type="button" className="button" onClick={() => cart.acknowledgePrices(review.currentPrices)}>
              Accept the new prices
            </button>
          </div>
        ) : null}
      </section>

      <section className="checkout__section" aria-labelledby={`${id}-address`}>
        <h2 id={`${id}-address`}>2. Shipping address</h2>
        {addresses.length > 0 ? (
          <fieldset className="checkout__addresses" aria-describedby={fieldErrors.address ? addressErrorId : undefined} aria-invalid={fieldErrors.address ? true : undefined}>
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
                    setFieldErrors((current) => ({ ...current, address: undefined }));
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
        {fieldErrors.address ? (
          <p id={addressErrorId} className="field__error">
            {fieldErrors.address}
          </p>
        ) : null}
        {adding ? (
          <div className="checkout__new-address card">
            <h3>New address</h3>
            <AddressForm submitLabel="Save address" onSubmit={onAddAddress} {...(addresses.length > 0 ? { onCancel: () => setAdding(false) } : {})} />
          </div>
        ) : (
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add a new address
          </button>
        )}
      </section>

      <form className="checkout__section" onSubmit={onPlaceOrder} noValidate aria-labelledby={`${id}-place`}>
        <h2 id={`${id}-place`}>3. Place your order</h2>
        <div className={`field${fieldErrors.note ? ' field--invalid' : ''}`}>
          <label htmlFor={noteId} className="field__label">
            Note for the shop <span className="field__optional">(optional)</span>
          </label>
          <textarea
            id={noteId}
            name="note"
            rows={3}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setFieldErrors((current) => ({ ...current, note: undefined }));
            }}
            aria-invalid={fieldErrors.note ? true : undefined}
            aria-describedby={fieldErrors.note ? noteErrorId : undefined}
          />
          {fieldErrors.note ? (
            <p id={noteErrorId} className="field__error">
              {fieldErrors.note}
            </p>
          ) : null}
        </div>
        <p className="checkout__payment card">{PAYMENT_NOTE}</p>
        {failure ? (
          <div className="form-status form-status--error" role="alert">
            <p>{failure.message}</p>
            {failure.issues.some((issue) => issue.reason !== 'price-changed') ? (
              <p>
                <Link to={paths.cart.getHref()}>Go to your cart</Link> to change it.
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className="button button--primary checkout__place" disabled={pending || blocked || review.priceChanges.length > 0}>
          {pending ? 'Placing your order…' : `Place order — ${formatInr(total)}`}
        </button>
        <p className="form-status" role="status">
          {pending ? 'Placing your order…' : ''}
        </p>
      </form>
    </div>
  );
}
