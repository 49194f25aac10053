// The shop enters an order for a buyer who phoned, wrote on WhatsApp or e-mail, or came in: an
// existing customer (found by e-mail, name or phone) or a new one (name, e-mail, phone), products by
// SKU or title with quantities, the delivery address (one the customer saved, or typed), how the
// order came in, the business GSTIN for the invoice, a discount and a shipping charge instead of the
// settings' (createShopOrder prices, stocks and taxes it as placeOrder would), then opens the order.
import { useState } from 'react';
import { useNavigate } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { lazySchema, z, type Address } from 'shared-data';
import { routeHref } from 'shared-data/routes';
import { createShopOrderInputSchema, ORDER_CHANNELS, orderTotals, parseRupees, type CreateShopOrderInput } from 'shared-data/admin';
import { FormError, SelectField, TextAreaField, TextField, useForm, formatInr } from 'shared-ui';
import { ProductPicker } from '../../../components/product-picker/product-picker';
import { createShopOrder, AdminCallError } from '../../../lib/admin-callables';
import { fetchCustomer, fetchCustomerPage, type CustomerRow } from '../../../lib/admin-customers';
import { DiscountFields, discountInput, previewDiscount, type DiscountValues } from './discount-fields';
import { formatCount } from '../../../lib/format-count';
import { FormButtons } from '../../../components/form-buttons/form-buttons';
import { LineQuantity, RemoveLine } from './line-controls';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';

interface NewOrderLine {
  productId: string;
  /** The line's key: the variant's SKU for a product with options, else the product's. */
  sku: string;
  /** The variant of a product with options: its SKU and option values ('7 / Rhodium'). */
  variantSku?: string;
  variantLabel?: string;
  title: string;
  price: number;
  quantity: string;
}

/** A line's name: its title, and a variant's option values (two variants of one product differ). */
const lineTitle = (line: Pick<NewOrderLine, 'title' | 'variantLabel'>) => (line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title);

export interface NewOrderValues extends DiscountValues {
  customerKind: 'existing' | 'new';
  uid: string;
  name: string;
  email: string;
  phone: string;
  lines: NewOrderLine[];
  /** A saved address's id, or '' to type one. */
  addressId: string;
  fullName: string;
  addressPhone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
  channel: string;
  businessName: string;
  gstin: string;
  shipping: string;
  note: string;
}

const CHANNEL_OPTIONS = Object.entries(ORDER_CHANNELS).map(([value, label]) => ({ value, label }));

const initialValues: NewOrderValues = {
  customerKind: 'existing',
  uid: '',
  name: '',
  email: '',
  phone: '',
  lines: [],
  addressId: '',
  fullName: '',
  addressPhone: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'India',
  channel: 'phone',
  businessName: '',
  gstin: '',
  discountKind: '',
  discountValue: '',
  discountReason: '',
  shipping: '',
  note: '',
};

function inputOf(values: NewOrderValues, addresses: Address[], idempotencyKey: string): Record<string, unknown> {
  const saved = addresses.find((address) => address.id === values.addressId);
  const address = saved
    ? {
        label: saved.label,
        fullName: saved.fullName,
        phone: saved.phone,
        line1: saved.line1,
        line2: saved.line2,
        city: saved.city,
        state: saved.state,
        postalCode: saved.postalCode,
        country: saved.country,
      }
    : {
        label: '',
        fullName: values.fullName,
        phone: values.addressPhone,
        line1: values.line1,
        line2: values.line2,
        city: values.city,
        state: values.state,
        postalCode: values.postalCode,
        country: values.country,
      };
  return {
    customer: values.customerKind === 'existing' ? { uid: values.uid } : { name: values.name, email: values.email, phone: values.phone },
    items: values.lines.map((line) => ({
      productId: line.productId,
      ...(line.variantSku ? { variantSku: line.variantSku } : {}),
      quantity: /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : Number.NaN,
    })),
    address,
    channel: values.channel,
    ...(values.businessName.trim() || values.gstin.trim() ? { business: { businessName: values.businessName, gstin: values.gstin } } : {}),
    discount: discountInput(values),
    ...(values.shipping.trim() !== '' ? { shipping: values.shipping } : {}),
    note: values.note,
    idempotencyKey,
  };
}

/** The first error under a path prefix (items.0.quantity → "items"). */
const errorUnder = (errors: Record<string, string | undefined>, prefix: string) =>
  errors[prefix] ?? Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.`))?.[1];

export function NewOrderForm() {
  const navigate = useNavigate();
  // One key per form: a double click or a retry enters one order.
  const [idempotencyKey] = useState(() => `shop-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; rows: CustomerRow[] } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });
  const [customer, setCustomer] = useState<{ row: CustomerRow; addresses: Address[] } | null>(null);
  const addresses = customer?.addresses ?? [];
  const [schema] = useState(
    () => (addressList: Address[]) =>
      lazySchema(() =>
        z
          .custom<NewOrderValues>()
          .transform((values) => inputOf(values, addressList, idempotencyKey))
          .pipe(createShopOrderInputSchema),
      ),
  );
  const form = useForm<NewOrderValues, CreateShopOrderInput>({
    initialValues,
    schema: () => schema(addresses),
    onSubmit: async (input) => {
      if (input.customer && 'uid' in input.customer && !input.customer.uid) throw new FormError('Choose the customer, or enter a new one.');
      try {
        const result = await createShopOrder(input);
        allowLeaving();
        navigate(routeHref('admin-order', { orderId: result.orderId }));
        return `Order ${result.number} entered${result.newCustomer ? ' with a new customer account' : ''}.`;
      } catch (error) {
        if (error instanceof AdminCallError) throw new FormError(error.message);
        throw error;
      }
    },
  });
  const { values, errors } = form;
  // A half-entered order is not lost to a sidebar link or a closed tab (the guard asks first).
  const { dialog: leaveDialog, allowLeaving } = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initialValues));
  const setLines = (update: (lines: NewOrderLine[]) => NewOrderLine[]) => form.setValues((current) => ({ ...current, lines: update(current.lines) }));

  const findCustomers = async () => {
    if (!search.trim()) {
      setFound({ kind: 'error', message: 'Type the customer’s e-mail, name or phone number.' });
      return;
    }
    setFound({ kind: 'searching' });
    try {
      const db = await loadSignedInDb();
      if (!db) throw new Error('offline');
      const page = await fetchCustomerPage(db, { q: search.trim(), filters: {}, sort: { key: 'createdAt', direction: 'desc' }, after: null, before: null });
      setFound({ kind: 'found', rows: page.rows.slice(0, 8) });
    } catch {
      setFound({ kind: 'error', message: 'The customers could not be searched. Check the connection and try again.' });
    }
  };

  const choose = async (row: CustomerRow) => {
    const db = await loadSignedInDb();
    const detail = db ? await fetchCustomer(db, row.uid).catch(() => null) : null;
    const saved = detail?.addresses ?? [];
    setCustomer({ row, addresses: saved });
    const preferred = saved.find((address) => address.isDefault) ?? saved[0];
    form.setValues((current) => ({
      ...current,
      uid: row.uid,
      addressId: preferred?.id ?? '',
      businessName: detail?.profile?.businessName || current.businessName,
      gstin: detail?.profile?.gstin || current.gstin,
      fullName: current.fullName || row.name,
    }));
    setFound({ kind: 'idle' });
  };

  const shippingValue = values.shipping.trim() === '' ? null : parseRupees(values.shipping);
  const preview = values.lines.length
    ? orderTotals(
        values.lines.map((line) => ({ lineTotal: line.price * (Number(line.quantity) || 0) })),
        previewDiscount(values),
        shippingValue,
      )
    : null;

  return (
    <form {...form.formProps} className="admin-form" aria-label="New order">
      <div className="admin-form__main">
        <fieldset className="admin-card admin-fieldset">
          <legend>Customer</legend>
          <label className="admin-check">
            <input type="radio" name="customerKind" checked={values.customerKind === 'existing'} onChange={() => form.setValue('customerKind', 'existing')} />{' '}
            An existing customer
          </label>
          <label className="admin-check">
            <input type="radio" name="customerKind" checked={values.customerKind === 'new'} onChange={() => form.setValue('customerKind', 'new')} /> A new
            customer (an account is made for them)
          </label>
          {values.customerKind === 'existing' ? (
            customer ? (
              <p>
                <strong>{customer.row.name || customer.row.email}</strong> · {customer.row.email}{' '}
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    setCustomer(null);
                    form.setValues((current) => ({ ...current, uid: '', addressId: '' }));
                  }}
                >
                  Change customer
                </button>
              </p>
            ) : (
              <div className="product-picker" role="search" aria-label="Find a customer">
                <label htmlFor="new-order-customer" className="field__label">
                  Find the customer (e-mail, name or phone)
                </label>
                <div className="product-picker__row">
                  <input
                    id="new-order-customer"
                    className="field__input"
                    value={search}
                    autoComplete="off"
                    onChange={(event) => setSearch(event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void findCustomers();
                      }
                    }}
                    aria-invalid={errors['customer.uid'] ? true : undefined}
                  />
                  <button type="button" className="button" disabled={found.kind === 'searching'} onClick={() => void findCustomers()}>
                    {found.kind === 'searching' ? 'Searching…' : 'Find'}
                  </button>
                </div>
                <div role="status" className="product-picker__status">
                  {found.kind === 'found'
                    ? found.rows.length
                      ? `${formatCount(found.rows.length, 'customer')} found.`
                      : 'No customer matches; enter a new one instead.'
                    : ''}
                </div>
                {found.kind === 'error' ? (
                  <p className="field__error" role="alert">
                    {found.message}
                  </p>
                ) : null}
                {errorUnder(errors, 'customer') ? <p className="field__error">{errorUnder(errors, 'customer')}</p> : null}
                {found.kind === 'found' && found.rows.length ? (
                  <ul className="product-picker__results" aria-label="Customers found">
                    {found.rows.map((row) => (
                      <li key={row.uid}>
                        <span>
                          <strong>{row.name || row.email}</strong> <span className="data-table__sub">{row.email}</span>
                        </span>
                        <button type="button" className="button" onClick={() => void choose(row)}>
                          Choose {row.email}
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            )
          ) : (
            <div className="admin-form__row">
              <TextField label="Customer's name" autoComplete="off" {...form.field('name')} error={errors['customer.name'] ?? errors['name']} />
              <TextField
                label="Customer's e-mail"
                type="email"
                autoComplete="off"
                {...form.field('email')}
                error={errors['customer.email'] ?? errors['email']}
              />
              <TextField label="Customer's phone" type="tel" autoComplete="off" {...form.field('phone')} error={errors['customer.phone'] ?? errors['phone']} />
            </div>
          )}
          <SelectField label="The order came in by" options={CHANNEL_OPTIONS} {...form.field('channel')} />
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Products</legend>
          {values.lines.length ? (
            <ul className="product-picker__results" aria-label="Products in the order">
              {values.lines.map((line, index) => (
                <li key={line.sku}>
                  <span>
                    <strong>{line.title}</strong> {line.variantLabel ? <span className="data-table__sub">{line.variantLabel}</span> : null}{' '}
                    <span className="data-table__sub">
                      SKU {line.sku} · {formatInr(line.price)} each
                    </span>
                  </span>
                  <span className="product-picker__row">
                    <LineQuantity
                      title={lineTitle(line)}
                      value={line.quantity}
                      onChange={(quantity) => setLines((lines) => lines.map((item, at) => (at === index ? { ...item, quantity } : item)))}
                    />
                    <RemoveLine title={lineTitle(line)} onRemove={() => setLines((lines) => lines.filter((_, at) => at !== index))} />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="admin-muted">No products yet.</p>
          )}
          {errorUnder(errors, 'items') ? (
            <p className="field__error" role="alert">
              {errorUnder(errors, 'items')}
            </p>
          ) : null}
          <ProductPicker
            exclude={values.lines.map((line) => line.sku)}
            onPick={(product) =>
              setLines((lines) => [
                ...lines,
                {
                  productId: product.id,
                  sku: product.sku,
                  ...(product.variantSku ? { variantSku: product.variantSku, variantLabel: product.variantLabel ?? '' } : {}),
                  title: product.title,
                  price: product.price,
                  quantity: String(product.minOrderQty),
                },
              ])
            }
          />
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Delivery address</legend>
          {addresses.length ? (
            <>
              {addresses.map((address) => (
                <label key={address.id} className="admin-check">
                  <input type="radio" name="addressId" checked={values.addressId === address.id} onChange={() => form.setValue('addressId', address.id)} />{' '}
                  {address.label ? `${address.label}: ` : ''}
                  {address.fullName}, {address.line1}, {address.city}, {address.state} {address.postalCode}
                </label>
              ))}
              <label className="admin-check">
                <input type="radio" name="addressId" checked={values.addressId === ''} onChange={() => form.setValue('addressId', '')} /> Another address (type
                it below)
              </label>
            </>
          ) : null}
          {values.addressId === '' ? (
            <div className="admin-form__row admin-form__row--wrap">
              <TextField label="Full name" {...form.field('fullName')} error={errors['address.fullName']} />
              <TextField label="Phone" type="tel" {...form.field('addressPhone')} error={errors['address.phone']} />
              <TextField label="Address (house, street)" {...form.field('line1')} error={errors['address.line1']} />
              <TextField label="Area, landmark" optional {...form.field('line2')} error={errors['address.line2']} />
              <TextField label="City" {...form.field('city')} error={errors['address.city']} />
              <TextField label="State" {...form.field('state')} error={errors['address.state']} />
              <TextField label="PIN code" inputMode="numeric" {...form.field('postalCode')} error={errors['address.postalCode']} />
              <TextField label="Country" {...form.field('country')} error={errors['address.country']} />
            </div>
          ) : null}
        </fieldset>

        <fieldset className="admin-card admin-fieldset">
          <legend>Invoice, discount and shipping</legend>
          <div className="admin-form__row">
            <TextField label="Business name" optional {...form.field('businessName')} error={errors['business.businessName']} />
            <TextField label="GSTIN" optional autoCapitalize="characters" spellCheck={false} {...form.field('gstin')} error={errors['business.gstin']} />
          </div>
          <DiscountFields form={form} />
          <TextField
            label="Shipping (₹)"
            optional
            inputMode="decimal"
            hint="Leave it empty to charge the settings' shipping; 0 is free shipping."
            {...form.field('shipping')}
          />
          <TextAreaField label="Note" optional rows={2} {...form.field('note')} />
        </fieldset>

        <FormButtons
          className="admin-form__actions"
          pending={form.pending}
          submitLabel="Enter the order"
          pendingLabel="Entering the order…"
          status={form.status}
        />
      </div>
      <aside className="admin-form__side" aria-label="Order summary">
        <div className="admin-card">
          <h2>Summary</h2>
          {preview ? (
            <dl className="invoice__meta" role="status">
              <dt>Subtotal</dt>
              <dd>{formatInr(preview.subtotal)}</dd>
              {preview.discount > 0 ? (
                <>
                  <dt>Discount</dt>
                  <dd>−{formatInr(preview.discount)}</dd>
                </>
              ) : null}
              <dt>Shipping</dt>
              <dd>{preview.shipping === null ? 'by the settings' : preview.shipping === 0 ? 'Free shipping (₹0)' : formatInr(preview.shipping)}</dd>
              <dt>Total</dt>
              <dd>
                <strong>{formatInr(preview.total)}</strong>
                {preview.shipping === null ? ' + shipping' : ''}
              </dd>
            </dl>
          ) : (
            <p className="admin-muted">Add products to see the totals.</p>
          )}
        </div>
      </aside>
      {leaveDialog}
    </form>
  );
}
