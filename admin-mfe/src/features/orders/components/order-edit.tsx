// "Edit order": before it ships, an admin changes an order's quantities, adds products (by SKU or
// title), removes lines, gives a discount (an amount or a percentage, with its reason) and sets the
// shipping, sees the new totals before saving, and saves it through editOrder (the function
// re-prices new lines, moves the stock and refuses when someone changed the order meanwhile). An
// invoiced order is edited only after a credit note cancelled its invoice: the page says so.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { lazySchema, z, type Order } from 'shared-data';
import { editOrderInputSchema, orderTotals, parseRupees, type EditOrderInput } from 'shared-data/admin';
import { FormError, FormStatus, TextField, useForm, formatInr } from 'shared-ui';
import { ProductPicker } from '../../../components/product-picker/product-picker';
import { AdminCallError, editOrder } from '../../../lib/admin-callables';
import { DiscountFields, discountInput, previewDiscount, type DiscountValues } from './discount-fields';
import { formatCount } from '../../../lib/format-count';
import { FormButtons } from '../../../components/form-buttons/form-buttons';
import { LineQuantity, RemoveLine } from './line-controls';

export interface EditLine {
  productId: string;
  sku: string;
  /** The variant of a line of a product with options (its SKU and option values). */
  variantSku?: string;
  variantLabel?: string;
  title: string;
  /** The order's price for its lines, today's for an added product (the function prices it again). */
  price: number;
  quantity: string;
  added: boolean;
}

export interface OrderEditValues extends DiscountValues {
  lines: EditLine[];
  shipping: string;
}

/** A line's name: its title, and a variant's option values. */
const lineTitle = (line: Pick<EditLine, 'title' | 'variantLabel'>) => (line.variantLabel ? `${line.title} (${line.variantLabel})` : line.title);

const EDITABLE: readonly Order['status'][] = ['pending_confirmation', 'confirmed', 'packed'];

/** Why this order cannot be edited now, or null when it can. */
export function editRefusal(order: Pick<Order, 'status' | 'invoice'>): string | null {
  if (!EDITABLE.includes(order.status))
    return 'An order is edited only before it ships; this one has left the shop (or was cancelled). Issue a credit note to change what it costs.';
  if (order.invoice && !order.invoice.cancelledBy) {
    return `This order has tax invoice ${order.invoice.number}. Issue a credit note for the whole invoice first, then edit the order; it is invoiced again afterwards.`;
  }
  return null;
}

export const valuesOfOrder = (order: Order): OrderEditValues => ({
  lines: order.items.map((item) => ({
    productId: item.productId,
    sku: item.sku,
    ...(item.variantSku ? { variantSku: item.variantSku, variantLabel: item.variantLabel ?? '' } : {}),
    title: item.title,
    price: item.price,
    quantity: String(item.quantity),
    added: false,
  })),
  discountKind: order.discount?.kind ?? '',
  discountValue: order.discount ? String(order.discount.value) : '',
  discountReason: order.discount?.reason ?? '',
  shipping: order.shippingState === 'to_quote' ? '' : String(order.shipping),
});

/** The edit as editOrder takes it (checked by its own schema). */
function inputOf(order: Order, values: OrderEditValues): Record<string, unknown> {
  return {
    orderId: order.id,
    expectedUpdatedAt: order.updatedAt ?? '',
    items: values.lines.map((line) => ({
      productId: line.productId,
      ...(line.variantSku ? { variantSku: line.variantSku } : {}),
      quantity: /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : Number.NaN,
    })),
    discount: discountInput(values),
    shipping: values.shipping.trim() === '' ? null : values.shipping,
  };
}

/** The totals the edit would give, or null while a figure is not a number yet. */
export function previewTotals(values: OrderEditValues) {
  const lines = values.lines.map((line) => ({ lineTotal: line.price * Number(line.quantity) }));
  if (lines.some((line) => !Number.isFinite(line.lineTotal))) return null;
  const discount = previewDiscount(values);
  const shipping = values.shipping.trim() === '' ? null : parseRupees(values.shipping);
  if (values.shipping.trim() !== '' && shipping === null) return null;
  return orderTotals(lines, discount, shipping);
}

export function OrderEdit({ order, onClose, onSaved }: { order: Order; onClose: () => void; onSaved: (message: string) => void }) {
  const revalidator = useRevalidator();
  const [schema] = useState(() =>
    lazySchema(() =>
      z
        .custom<OrderEditValues>()
        .transform((values) => inputOf(order, values))
        .pipe(editOrderInputSchema),
    ),
  );
  const form = useForm<OrderEditValues, EditOrderInput>({
    initialValues: valuesOfOrder(order),
    schema,
    onSubmit: async (input) => {
      try {
        const result = await editOrder(input);
        await revalidator.revalidate();
        const stock =
          result.stockChange > 0
            ? ` ${formatCount(result.stockChange, 'more piece')} taken from stock.`
            : result.stockChange < 0
              ? ` ${-result.stockChange} piece${result.stockChange === -1 ? '' : 's'} back in stock.`
              : '';
        onSaved(
          `Order ${order.number} saved: the total is now ${formatInr(result.total)}.${stock}${result.emailQueued ? ' The customer is e-mailed the new order.' : ''}`,
        );
      } catch (error) {
        if (error instanceof AdminCallError)
          throw new FormError(error.conflict ? `${error.message} Reload the order to see the change, then edit it again.` : error.message);
        throw error;
      }
    },
  });
  const { values } = form;
  const setLines = (update: (lines: EditLine[]) => EditLine[]) => form.setValues((current) => ({ ...current, lines: update(current.lines) }));
  const totals = previewTotals(values);

  return (
    <form {...form.formProps} aria-label={`Edit order ${order.number}`} className="admin-order__step-form order-edit">
      <div className="data-table__scroll">
        <table className="admin-order__lines">
          <caption className="visually-hidden">Lines of the edited order</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="data-table__numeric">
                Price
              </th>
              <th scope="col">Quantity</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {values.lines.map((line, index) => (
              <tr key={line.sku || line.productId}>
                <th scope="row">
                  {line.title} {line.variantLabel ? <span className="data-table__sub">{line.variantLabel}</span> : null}{' '}
                  <span className="data-table__sub">
                    SKU {line.sku}
                    {line.added ? ' · added (priced by the shop on save)' : ''}
                  </span>
                </th>
                <td className="data-table__numeric">{formatInr(line.price)}</td>
                <td>
                  <LineQuantity
                    title={lineTitle(line)}
                    value={line.quantity}
                    onChange={(quantity) => setLines((lines) => lines.map((item, at) => (at === index ? { ...item, quantity } : item)))}
                  />
                </td>
                <td>
                  <RemoveLine title={lineTitle(line)} onRemove={() => setLines((lines) => lines.filter((_, at) => at !== index))} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {form.errors['items'] || Object.entries(form.errors).find(([key]) => key.startsWith('items.'))?.[1] ? (
        <p className="field__error" role="alert">
          {form.errors['items'] ?? Object.entries(form.errors).find(([key]) => key.startsWith('items.'))?.[1]}
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
              added: true,
            },
          ])
        }
      />
      <fieldset className="admin-fieldset">
        <legend>Discount</legend>
        <DiscountFields form={form} reasonHint="The customer sees it on their order." />
      </fieldset>
      <TextField
        label="Shipping (₹)"
        inputMode="decimal"
        optional={order.shippingState === 'to_quote'}
        hint={order.shippingState === 'to_quote' ? 'Leave it empty to quote it when confirming; 0 is free shipping.' : '0 is free shipping.'}
        {...form.field('shipping')}
      />
      <div className="order-edit__totals" role="status" aria-live="polite">
        {totals ? (
          <dl className="invoice__meta">
            <dt>Subtotal</dt>
            <dd>{formatInr(totals.subtotal)}</dd>
            {totals.discount > 0 ? (
              <>
                <dt>Discount</dt>
                <dd>−{formatInr(totals.discount)}</dd>
              </>
            ) : null}
            <dt>Shipping</dt>
            <dd>{totals.shipping === null ? 'to be quoted' : totals.shipping === 0 ? 'Free shipping (₹0)' : formatInr(totals.shipping)}</dd>
            <dt>New total</dt>
            <dd>
              <strong>{formatInr(totals.total)}</strong> (now {formatInr(order.total)})
            </dd>
          </dl>
        ) : (
          <p>Enter whole quantities and amounts to see the new totals.</p>
        )}
      </div>
      <FormStatus state={form.status} />
      <FormButtons className="admin-order__buttons" pending={form.pending} submitLabel="Save the changes" onCancel={onClose} />
    </form>
  );
}
