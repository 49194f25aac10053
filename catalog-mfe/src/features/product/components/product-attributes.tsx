// The product's specifications as a description list: first the attributes its category defines
// (issue 40), in the category's order, with their labels and units; then the silver fields and any
// other attribute under its own name.
import { attributeLabel, useSiteSettings, type AttributeDefinition, type Product } from 'shared-data';
import { formatNumber } from 'shared-ui';

const SILVER_ATTRIBUTES = new Set(['purity', 'weightGrams', 'finish', 'plating', 'stone', 'size']);

/** A number attribute with its unit ("50 ml"); any other value as stored. Here, not in shared-data: only this page shows them, and shared-data is on every page. */
function displayValue(definition: Pick<AttributeDefinition, 'type' | 'unit'>, value: string): string {
  const text = value.trim();
  return definition.type === 'number' && definition.unit && /^\d[\d,.]*$/.test(text) ? `${text} ${definition.unit}` : text;
}

const purityText = (purity: string) => (purity === '925' ? '925 sterling silver (hallmarked)' : purity);

export function ProductAttributes({ product, definitions = [] }: { product: Product; definitions?: readonly AttributeDefinition[] }) {
  const { attributes } = product;
  const retail = useSiteSettings().mode === 'retail';
  const rows: [string, string][] = [['SKU', product.sku]];
  const shown = new Set<string>();
  for (const definition of definitions) {
    const value = attributes[definition.key];
    if (value === undefined || value === '') continue;
    shown.add(definition.key);
    const text =
      definition.key === 'purity'
        ? purityText(String(value))
        : typeof value === 'number'
          ? displayValue(definition, formatNumber(value))
          : displayValue(definition, value);
    rows.push([definition.label, text]);
  }
  const silver = (key: string) => !shown.has(key) && attributes[key];
  if (silver('purity')) rows.push(['Purity', purityText(String(attributes.purity))]);
  if (silver('weightGrams')) rows.push(['Approx. weight', `${formatNumber(Number(attributes.weightGrams))} g`]);
  if (silver('finish')) rows.push(['Finish', String(attributes.finish)]);
  if (silver('plating')) rows.push(['Plating', String(attributes.plating)]);
  if (silver('stone')) rows.push(['Stone', String(attributes.stone)]);
  if (silver('size')) rows.push(['Size', String(attributes.size)]);
  // Any other attribute under its own name (the beauty shop's brand, skin type, volume, ingredients…).
  for (const [name, value] of Object.entries(attributes)) {
    if (!SILVER_ATTRIBUTES.has(name) && !shown.has(name) && value !== undefined) rows.push([attributeLabel(name), String(value)]);
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
