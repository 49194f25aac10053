// The product's specifications as a description list.
import { attributeLabel, useSiteSettings, type Product } from 'shared-data';
import { formatNumber } from 'shared-ui';

const SILVER_ATTRIBUTES = new Set(['purity', 'weightGrams', 'finish', 'plating', 'stone', 'size']);

export function ProductAttributes({ product }: { product: Product }) {
  const { attributes } = product;
  const retail = useSiteSettings().mode === 'retail';
  const rows: [string, string][] = [['SKU', product.sku]];
  if (attributes.purity) rows.push(['Purity', attributes.purity === '925' ? '925 sterling silver (hallmarked)' : attributes.purity]);
  if (attributes.weightGrams) rows.push(['Approx. weight', `${formatNumber(attributes.weightGrams)} g`]);
  if (attributes.finish) rows.push(['Finish', attributes.finish]);
  if (attributes.plating) rows.push(['Plating', attributes.plating]);
  if (attributes.stone) rows.push(['Stone', attributes.stone]);
  if (attributes.size) rows.push(['Size', attributes.size]);
  // Any other attribute under its own name (the beauty shop's brand, skin type, volume, ingredients…).
  for (const [name, value] of Object.entries(attributes)) {
    if (!SILVER_ATTRIBUTES.has(name) && value !== undefined) rows.push([attributeLabel(name), String(value)]);
  }
  // A retail shop sells single pieces: no minimum to state.
  if (!retail) rows.push(['Minimum order', `${product.minOrderQty} ${product.minOrderQty === 1 ? 'piece' : 'pieces'}`]);
  rows.push(['Category', product.subCategory ? `${product.category} › ${product.subCategory}` : product.category]);
  return (
    <dl className="product-attributes">
      {rows.map(([label, value]) => (
        <div key={label} className="product-attributes__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
