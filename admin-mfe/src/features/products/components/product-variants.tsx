// The product editor's "Options and variants" (issue 40): up to three options (Colour, Size, …) with
// their values, "Generate variants" (one per combination, keeping the variants already made), and
// the variants' table: SKU, price, MRP, stock, weight, barcode, status and picture of each, with
// price and stock set for many at once. A variant already saved has its stock changed through
// Inventory only (each change leaves a movement): its stock is shown with a link there; a variant new
// in this edit takes its opening stock here. A saved variant's SKU is fixed (carts and orders key
// their lines by it) and shown read-only; a new one's is typed. A product priced from the silver rate
// has each variant priced by its weight when saved: the prices are shown, not typed, and no MRP. The
// editor owns the draft and the errors (lib/product-draft.ts and lib/variant-draft.ts check it); this
// shows them beside their fields and in a list at the top.
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'shared-router';
import { routeHref } from 'shared-data/routes';
import { formatInr, SelectField, TextField } from 'shared-ui';
import { MAX_OPTION_VALUES, MAX_PRODUCT_OPTIONS, MAX_PRODUCT_VARIANTS } from 'shared-data/admin';
import type { ProductOptionKind } from 'shared-data';
import { formatCount } from '../../../lib/format-count';
import { variantQuery } from '../../../lib/variant-stock';
import type { ImageDraft } from '../../../lib/product-draft';
import {
  generateVariants,
  newOption,
  newOptionValue,
  removeOption,
  removeOptionValue,
  rupeesOf,
  skuLocked,
  variantDraftLabel,
  wholeOf,
  type OptionDraft,
  type VariantDraft,
} from '../../../lib/variant-draft';

export interface OptionsAndVariants {
  options: OptionDraft[];
  variants: VariantDraft[];
}

export interface ProductVariantsProps extends OptionsAndVariants {
  /** Changes both from their current values (stable: the rows are memoised). */
  onChange: (update: (current: OptionsAndVariants) => OptionsAndVariants) => void;
  /** The form's errors by field (`options.0.name`, `variants.3.sku`, `variants`). */
  errors: Record<string, string | undefined>;
  /** The product's SKU (new variants' SKUs start with it), price and MRP (new variants start at them). */
  productSku: string;
  price: string;
  mrp: string;
  /** The product's images: a variant's picture is one of them. */
  images: readonly ImageDraft[];
  /** The stock a product stored without options has (0 for none): the new variants start without it. */
  stockBefore: number;
  /** The stored product's id (null while creating one): a saved variant's stock links to its Inventory page. */
  productId: string | null;
  /** Whether the price is made from the silver rate: each variant's price is then the functions' (by its weight), shown, not typed. */
  metalPriced?: boolean;
}

const KIND_OPTIONS: ReadonlyArray<{ value: ProductOptionKind; label: string }> = [
  { value: 'colour', label: 'Colour (swatches)' },
  { value: 'size', label: 'Size' },
  { value: 'text', label: 'Other' },
];

const STATUS_OPTIONS = [
  { value: 'active', label: 'On sale' },
  { value: 'draft', label: 'Draft' },
] as const;

type Message = { kind: 'done' | 'error'; text: string } | null;

/** What a field of the section is called in the list of problems. */
function fieldName(key: string, options: readonly OptionDraft[], variants: readonly VariantDraft[]): string {
  const parts = key.split('.');
  const index = Number(parts[1]);
  if (parts[0] === 'options') {
    const option = `Option ${index + 1}`;
    if (parts[2] === 'values' && parts[3] !== undefined) return `${option}, value ${Number(parts[3]) + 1}${parts[4] === 'swatch' ? ' colour' : ''}`;
    return parts[2] === 'name' ? `${option} name` : parts[2] === 'values' ? `${option} values` : option;
  }
  if (parts[0] === 'variants' && parts[1] !== undefined) {
    const variant = variants[index];
    const label = variant ? variantDraftLabel(options, variant) : `Variant ${index + 1}`;
    const field = { sku: 'SKU', price: 'price', mrp: 'MRP', stock: 'stock', weightGrams: 'weight', gtin: 'GTIN', images: 'picture', options: 'values' }[
      parts[2] ?? ''
    ];
    return field ? `${label}: ${field}` : label;
  }
  return key === 'options' ? 'Options' : 'Variants';
}

export function ProductVariants({
  options,
  variants,
  onChange,
  errors,
  productSku,
  price,
  mrp,
  images,
  stockBefore,
  productId,
  metalPriced = false,
}: ProductVariantsProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [message, setMessage] = useState<Message>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [bulk, setBulk] = useState({ price: '', stock: '' });
  const [bulkErrors, setBulkErrors] = useState<{ price?: string; stock?: string }>({});

  // Focus moves to the field a button made or to the next sensible control when one goes away.
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const find = (name: string) => sectionRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    (find(focusNext.current) ?? find('variants') ?? find('options.add'))?.focus();
    focusNext.current = null;
  });
  // A problem's field, else the first field under it (`options.0.values`), else its option's or variant's first.
  const focusField = (key: string) => {
    const find = (selector: string) => sectionRef.current?.querySelector<HTMLElement>(selector);
    const parent = key.split('.').slice(0, 2).join('.');
    (find(`[name="${key}"]`) ?? find(`[name^="${key}."]`) ?? find(`[name^="${parent}."]`) ?? find('[name="variants"]'))?.focus();
  };

  const setOption = (key: string, change: Partial<OptionDraft>) =>
    onChange((current) => ({ ...current, options: current.options.map((option) => (option.key === key ? { ...option, ...change } : option)) }));
  const setValue = (optionKey: string, valueKey: string, change: Partial<OptionDraft['values'][number]>) =>
    onChange((current) => ({
      ...current,
      options: current.options.map((option) =>
        option.key === optionKey ? { ...option, values: option.values.map((value) => (value.key === valueKey ? { ...value, ...change } : value)) } : option,
      ),
    }));
  const addValue = (optionIndex: number, after: number) => {
    const option = options[optionIndex];
    if (!option || option.values.length >= MAX_OPTION_VALUES) return;
    const values = [...option.values];
    values.splice(after + 1, 0, newOptionValue());
    setOption(option.key, { values });
    focusNext.current = `options.${optionIndex}.values.${after + 1}.value`;
  };

  const changeVariant = useCallback(
    (key: string, change: Partial<VariantDraft>) =>
      onChange((current) => ({ ...current, variants: current.variants.map((variant) => (variant.key === key ? { ...variant, ...change } : variant)) })),
    [onChange],
  );
  const removeVariant = useCallback(
    (key: string, index: number) => {
      onChange((current) => ({ ...current, variants: current.variants.filter((variant) => variant.key !== key) }));
      focusNext.current = `variants.${index}.select`;
    },
    [onChange],
  );
  const select = useCallback(
    (key: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );

  const generate = () => {
    const result = generateVariants(options, variants, { productSku, price, mrp });
    if ('error' in result) return setMessage({ kind: 'error', text: result.error });
    onChange((current) => ({ ...current, variants: result.variants }));
    setMessage({ kind: 'done', text: `Generated ${result.message}` });
  };

  const chosen = variants.filter((variant) => selected.has(variant.key));
  const setForSelected = (field: 'price' | 'stock') => {
    const text = bulk[field].trim();
    const value = field === 'price' ? rupeesOf(text) : wholeOf(text);
    if (value === null) {
      setBulkErrors({ [field]: field === 'price' ? 'Enter a price in rupees, for example 1499 or 1499.50.' : 'Enter a whole number of pieces, 0 or more.' });
      return;
    }
    // A saved variant's stock changes in Inventory: only the new ones take a stock here.
    const targets = field === 'stock' ? chosen.filter((variant) => !variant.savedSku) : chosen;
    const saved = chosen.length - targets.length;
    if (!targets.length) {
      setBulkErrors({ stock: 'The selected variants are saved: change their stock in Inventory (Adjust in Inventory beside each).' });
      return;
    }
    const keys = new Set(targets.map((variant) => variant.key));
    onChange((current) => ({ ...current, variants: current.variants.map((variant) => (keys.has(variant.key) ? { ...variant, [field]: text } : variant)) }));
    setBulkErrors({});
    setMessage({
      kind: 'done',
      text: `Set the ${field} of ${formatCount(keys.size, 'variant')} to ${field === 'price' ? formatInr(value) : value}.${
        saved ? ` The stock of ${formatCount(saved, 'saved variant')} changes in Inventory.` : ''
      }`,
    });
  };
  const onBulkKey = (field: 'price' | 'stock') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not the product form's submit
    if (chosen.length) setForSelected(field);
  };

  const pictures = useMemo(() => images.filter((image) => image.src.trim()), [images]);
  const problems = Object.entries(errors).filter(
    (entry): entry is [string, string] => Boolean(entry[1]) && (entry[0] === 'variants' || entry[0].startsWith('options') || entry[0].startsWith('variants.')),
  );
  const allSelected = variants.length > 0 && chosen.length === variants.length;

  return (
    <section ref={sectionRef} className="admin-card product-variants" aria-labelledby={headingId}>
      <h3 id={headingId}>Options and variants</h3>
      <p className="field__hint">
        The ways it comes (a colour, a size, a plating), up to {MAX_PRODUCT_OPTIONS} options. Each combination of their values is a variant with its own SKU,
        price and stock; none: the product comes one way, priced and stocked as it is.
      </p>
      {problems.length ? (
        <div className="admin-alert admin-alert--error" role="group" aria-labelledby={`${headingId}-problems`}>
          <p id={`${headingId}-problems`}>
            {problems.length === 1 ? 'One thing to correct' : `${problems.length} things to correct`} in the options and variants:
          </p>
          <ul className="product-variants__problems">
            {problems.map(([key, text]) => (
              <li key={key}>
                <button type="button" className="product-variants__problem" onClick={() => focusField(key)}>
                  {fieldName(key, options, variants)}: {text}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {options.map((option, index) => (
        <fieldset key={option.key} className="product-variants__option">
          <legend>Option {index + 1}</legend>
          <div className="admin-form__row">
            <TextField
              label="Name"
              name={`options.${index}.name`}
              hint="For example Colour, Size or Plating."
              value={option.name}
              error={errors[`options.${index}.name`]}
              onChange={(event) => setOption(option.key, { name: event.target.value })}
            />
            <SelectField
              label="Kind"
              name={`options.${index}.kind`}
              hint="How shoppers pick it on the product page."
              options={KIND_OPTIONS}
              value={option.kind}
              onChange={(event) => setOption(option.key, { kind: event.target.value as ProductOptionKind })}
            />
          </div>
          {errors[`options.${index}.values`] ? <p className="field__error">{errors[`options.${index}.values`]}</p> : null}
          <ol className="product-variants__values">
            {option.values.map((value, valueIndex) => (
              <li key={value.key} className="product-variants__value">
                <TextField
                  label={`Value ${valueIndex + 1}`}
                  name={`options.${index}.values.${valueIndex}.value`}
                  value={value.value}
                  error={errors[`options.${index}.values.${valueIndex}.value`]}
                  onChange={(event) => setValue(option.key, value.key, { value: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter') return;
                    event.preventDefault(); // Enter adds the next value instead of saving the product
                    addValue(index, valueIndex);
                  }}
                />
                {option.kind === 'colour' ? (
                  <label className="product-variants__swatch">
                    <span className="field__label" aria-hidden="true">
                      Colour
                    </span>
                    <input
                      type="color"
                      aria-label={`Colour of value ${valueIndex + 1}`}
                      name={`options.${index}.values.${valueIndex}.swatch`}
                      value={value.swatch || '#ffffff'}
                      onChange={(event) => setValue(option.key, value.key, { swatch: event.target.value })}
                    />
                  </label>
                ) : null}
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove value ${valueIndex + 1}`}
                  onClick={() => {
                    onChange((current) => removeOptionValue(current.options, current.variants, option.key, value.key));
                    focusNext.current = option.values.length > 1 ? `options.${index}.values.${Math.max(0, valueIndex - 1)}.value` : `options.${index}.add`;
                  }}
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <div className="category-row__actions">
            <button
              type="button"
              className="button"
              name={`options.${index}.add`}
              aria-label={`Add a value to option ${index + 1}`}
              disabled={option.values.length >= MAX_OPTION_VALUES}
              onClick={() => addValue(index, option.values.length - 1)}
            >
              Add a value
            </button>
            <button
              type="button"
              className="button"
              aria-label={`Remove option ${index + 1}`}
              onClick={() => {
                onChange((current) => removeOption(current.options, current.variants, option.key));
                focusNext.current = 'options.add';
              }}
            >
              Remove option
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="button"
        name="options.add"
        disabled={options.length >= MAX_PRODUCT_OPTIONS}
        onClick={() => {
          onChange((current) => ({ ...current, options: [...current.options, newOption()] }));
          focusNext.current = `options.${options.length}.name`;
        }}
      >
        Add an option
      </button>
      {options.length >= MAX_PRODUCT_OPTIONS ? <p className="field__hint">A product has at most {MAX_PRODUCT_OPTIONS} options.</p> : null}

      {options.length ? (
        <div className="product-variants__variants">
          <div className="category-row__actions">
            <button type="button" className="button" name="variants" aria-describedby={`${headingId}-generate`} onClick={generate}>
              Generate variants
            </button>
          </div>
          <p id={`${headingId}-generate`} className="field__hint">
            One for each combination of the values, at most {MAX_PRODUCT_VARIANTS}; the variants already made keep their SKU, price and stock.
          </p>
          {stockBefore > 0 ? (
            <p className="field__hint">
              Without options it has {formatCount(stockBefore, 'piece')} in stock: give each variant its share in the Stock column. Once saved, the product’s
              stock is the variants’ total.
            </p>
          ) : null}
          {productId && variants.some((variant) => variant.savedSku) ? (
            <p className="field__hint">
              A saved variant’s stock changes in Inventory, where each change is recorded with its reason (Adjust in Inventory beside it); a new variant takes
              its opening stock here. A saved variant’s SKU is fixed: carts and orders refer to it.
            </p>
          ) : null}
          {metalPriced ? (
            <p className="field__hint">
              Priced from the silver rate: each variant by its own weight (the product’s when it has none), when saved and at every rate change. The prices
              shown are the last ones made; a metal price has no MRP.
            </p>
          ) : null}
          {errors['variants'] ? <p className="field__error">{errors['variants']}</p> : null}
          {message?.kind === 'error' ? (
            <p className="field__error" role="alert">
              {message.text}
            </p>
          ) : null}
          <p className="field__hint" role="status">
            {message?.kind === 'done' ? message.text : ''}
          </p>
          {variants.length ? (
            <div className="data-table">
              <div className="data-table__toolbar" role="group" aria-label="Change the selected variants">
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={(event) => setSelected(event.target.checked ? new Set(variants.map((variant) => variant.key)) : new Set())}
                  />{' '}
                  Select all variants
                </label>
                <span>{formatCount(chosen.length, 'variant')} selected</span>
                <div className="data-table__bulk">
                  {metalPriced ? null : (
                    <>
                      <TextField
                        label="Price for the selected (₹)"
                        className="data-table__bulk-field"
                        inputMode="decimal"
                        value={bulk.price}
                        error={bulkErrors.price}
                        onChange={(event) => setBulk({ ...bulk, price: event.target.value })}
                        onKeyDown={onBulkKey('price')}
                      />
                      <button type="button" className="button" disabled={!chosen.length || !bulk.price.trim()} onClick={() => setForSelected('price')}>
                        Set the price
                      </button>
                    </>
                  )}
                  <TextField
                    label="Stock for the selected"
                    className="data-table__bulk-field"
                    inputMode="numeric"
                    value={bulk.stock}
                    error={bulkErrors.stock}
                    onChange={(event) => setBulk({ ...bulk, stock: event.target.value })}
                    onKeyDown={onBulkKey('stock')}
                  />
                  <button type="button" className="button" disabled={!chosen.length || !bulk.stock.trim()} onClick={() => setForSelected('stock')}>
                    Set the stock
                  </button>
                </div>
              </div>
              <div className="data-table__scroll">
                <table>
                  <caption className="visually-hidden">Variants</caption>
                  <thead>
                    <tr>
                      <th scope="col">
                        <span className="visually-hidden">Selected</span>
                      </th>
                      <th scope="col">Variant</th>
                      <th scope="col">SKU</th>
                      <th scope="col">Price (₹)</th>
                      <th scope="col">MRP (₹)</th>
                      <th scope="col">Stock</th>
                      <th scope="col">Weight (g)</th>
                      <th scope="col">GTIN</th>
                      <th scope="col">Status</th>
                      <th scope="col">Picture</th>
                      <th scope="col">
                        <span className="visually-hidden">Remove</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {variants.map((variant, index) => (
                      <VariantRow
                        key={variant.key}
                        index={index}
                        variant={variant}
                        label={variantDraftLabel(options, variant)}
                        selected={selected.has(variant.key)}
                        errors={errors}
                        pictures={pictures}
                        productId={productId}
                        metalPriced={metalPriced}
                        onChange={changeVariant}
                        onSelect={select}
                        onRemove={removeVariant}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          ) : (
            <p className="field__hint">No variants yet.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

interface VariantRowProps {
  index: number;
  variant: VariantDraft;
  /** 'Red / 7': names its fields ("SKU of Red / 7"). */
  label: string;
  selected: boolean;
  errors: Record<string, string | undefined>;
  pictures: readonly ImageDraft[];
  /** The stored product's id, for a saved variant's link to its stock in Inventory. */
  productId: string | null;
  /** Priced from the silver rate: its price shown, not typed, and no MRP. */
  metalPriced: boolean;
  onChange: (key: string, change: Partial<VariantDraft>) => void;
  onSelect: (key: string, selected: boolean) => void;
  onRemove: (key: string, index: number) => void;
}

const hidden = (text: string) => <span className="visually-hidden">{text}</span>;

/** One variant's fields: memoised, so typing in one row of a hundred redraws that row only. */
const VariantRow = memo(function VariantRow({
  index,
  variant,
  label,
  selected,
  errors,
  pictures,
  productId,
  metalPriced,
  onChange,
  onSelect,
  onRemove,
}: VariantRowProps) {
  const field = (name: keyof VariantDraft) => ({ name: `variants.${index}.${name}`, error: errors[`variants.${index}.${name}`] });
  const text = (name: 'sku' | 'price' | 'mrp' | 'stock' | 'weightGrams' | 'gtin') => ({
    ...field(name),
    value: variant[name],
    onChange: (event: { target: { value: string } }) => onChange(variant.key, { [name]: event.target.value }),
  });
  const picture = variant.images[0]?.src ?? '';
  const choices = [
    { value: '', label: 'The product’s' },
    ...pictures.map((image, imageIndex) => ({ value: image.src, label: `Image ${imageIndex + 1}${image.alt.trim() ? `: ${image.alt.trim()}` : ''}` })),
    ...(picture && !pictures.some((image) => image.src === picture) ? [{ value: picture, label: 'Its own picture' }] : []),
  ];
  const valuesError = errors[`variants.${index}.options`];
  return (
    <tr aria-selected={selected}>
      <td>
        <input
          type="checkbox"
          name={`variants.${index}.select`}
          aria-label={`Select ${label}`}
          checked={selected}
          onChange={(event) => onSelect(variant.key, event.target.checked)}
        />
      </td>
      <th scope="row">
        {label}
        {valuesError ? <p className="field__error">{valuesError}</p> : null}
      </th>
      <td>
        {skuLocked(variant) ? (
          // Saved: carts and orders key their lines by it, so it is fixed (as the product's own SKU is).
          <TextField label={hidden(`SKU of ${label}`)} readOnly {...field('sku')} value={variant.sku} />
        ) : (
          <TextField label={hidden(`SKU of ${label}`)} autoCapitalize="characters" {...text('sku')} />
        )}
      </td>
      <td>
        {metalPriced ? (
          <TextField label={hidden(`Price of ${label} (₹)`)} readOnly className="product-variants__number" {...field('price')} value={variant.price} />
        ) : (
          <TextField label={hidden(`Price of ${label} (₹)`)} inputMode="decimal" className="product-variants__number" {...text('price')} />
        )}
      </td>
      <td>
        {metalPriced ? (
          <TextField label={hidden(`MRP of ${label} (₹)`)} readOnly className="product-variants__number" {...field('mrp')} value="" />
        ) : (
          <TextField label={hidden(`MRP of ${label} (₹)`)} inputMode="decimal" className="product-variants__number" {...text('mrp')} />
        )}
      </td>
      <td>
        {variant.savedSku && productId ? (
          <>
            <TextField label={hidden(`Stock of ${label}`)} readOnly className="product-variants__number" {...field('stock')} value={variant.stock} />
            <Link className="product-variants__stock-link" to={routeHref('admin-inventory-item', { productId }, variantQuery(variant.savedSku))}>
              Adjust in Inventory {hidden(`(${label})`)}
            </Link>
          </>
        ) : (
          <TextField label={hidden(`Stock of ${label}`)} inputMode="numeric" className="product-variants__number" {...text('stock')} />
        )}
      </td>
      <td>
        <TextField label={hidden(`Weight of ${label} (g)`)} inputMode="decimal" className="product-variants__number" {...text('weightGrams')} />
      </td>
      <td>
        <TextField label={hidden(`GTIN of ${label}`)} inputMode="numeric" {...text('gtin')} />
      </td>
      <td>
        <SelectField
          label={hidden(`Status of ${label}`)}
          options={STATUS_OPTIONS}
          {...field('status')}
          value={variant.status}
          onChange={(event) => onChange(variant.key, { status: event.target.value === 'draft' ? 'draft' : 'active' })}
        />
      </td>
      <td>
        <SelectField
          label={hidden(`Picture of ${label}`)}
          options={choices}
          {...field('images')}
          value={picture}
          disabled={choices.length === 1}
          onChange={(event) => {
            const chosen = pictures.find((image) => image.src === event.target.value);
            if (!event.target.value) onChange(variant.key, { images: [] });
            else if (chosen) {
              const { key: _key, ...image } = chosen;
              onChange(variant.key, { images: [image] });
            }
          }}
        />
      </td>
      <td>
        <button type="button" className="button" aria-label={`Remove ${label}`} onClick={() => onRemove(variant.key, index)}>
          Remove
        </button>
      </td>
    </tr>
  );
});
