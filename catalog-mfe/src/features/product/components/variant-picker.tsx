// The product's options (issue 40): one radio group per option, colour values as swatches with their
// names, sizes and other values as buttons (native radios: arrow keys move within an option). A value
// that with the other choices makes no variant on sale is disabled and says "unavailable"; one whose
// variant is sold out can be chosen and says "out of stock" (the form then cannot add it). Choosing
// replaces the URL's `?variant=` (the page follows it). Loaded only for a product with options, so
// the first view of the others does not carry it.
// Without JavaScript the radios still choose: they are a GET form's fields (`option.Size=8`) with a
// "Show this choice" button in <noscript>, and the product's loader redirects the form's address to
// the variant's (load-product.ts).
import { useId } from 'react';
import { useLocation, useNavigate } from 'shared-router';
import { combinationKey, optionFieldName, type ProductOption, type ProductVariant } from 'shared-data';

export interface VariantPickerProps {
  options: ProductOption[];
  variants: ProductVariant[];
  chosen: ProductVariant;
}

export default function VariantPicker({ options, variants, chosen }: VariantPickerProps) {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const onSale = new Map(variants.filter((variant) => variant.status === 'active').map((variant) => [combinationKey(options, variant.options), variant]));
  const choose = (variant: ProductVariant) => {
    const search = new URLSearchParams(location.search);
    search.set('variant', variant.sku);
    // flushSync: the radio, the price and the pictures change in the frame of the click or arrow key.
    navigate({ search: `?${search}` }, { replace: true, preventScrollReset: true, flushSync: true });
  };
  return (
    <form className="variant-picker" method="get" action={location.pathname} onSubmit={(event) => event.preventDefault()}>
      {options.map((option, index) => {
        const group = `${id}-${index}`;
        return (
          <div key={option.name} className="variant-picker__option" role="radiogroup" aria-labelledby={group}>
            <p className="variant-picker__label">
              <span id={group}>{option.name}</span>: <strong>{chosen.options[option.name]}</strong>
            </p>
            {option.values.map(({ value, swatch }) => {
              const variant = onSale.get(combinationKey(options, { ...chosen.options, [option.name]: value }));
              const note = !variant ? 'unavailable' : variant.stock > 0 ? '' : 'out of stock';
              return (
                <label key={value} className="variant-picker__value">
                  <input
                    type="radio"
                    name={optionFieldName(option.name)}
                    value={value}
                    checked={chosen.options[option.name] === value}
                    disabled={!variant}
                    onChange={() => variant && choose(variant)}
                  />
                  {/* An SVG fill, not a style attribute: the pages' CSP allows no inline styles. */}
                  {swatch ? (
                    <svg className="variant-picker__swatch" viewBox="0 0 2 2" aria-hidden="true">
                      <circle cx="1" cy="1" r="1" fill={swatch} />
                    </svg>
                  ) : null}
                  {value}
                  {note ? (
                    <>
                      {' '}
                      <small>({note})</small>
                    </>
                  ) : null}
                </label>
              );
            })}
          </div>
        );
      })}
      <noscript>
        <button type="submit" className="button">
          Show this choice
        </button>
      </noscript>
    </form>
  );
}
