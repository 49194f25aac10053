// The demo shops' attribute definitions per category (issue 40): which attributes each category's
// products state, how they are entered and shown, and which its listings offer as filters. A
// category lists the attributes its products use, in this table's order; a 'choice' attribute's
// list is the values its products have.
import type { AttributeDefinition, AttributeType } from 'shared-data/contracts';

interface AttributePlan {
  label: string;
  type: AttributeType;
  unit?: string;
  filterable?: boolean;
}

/** In the product page's order. */
const PLANS: Record<string, AttributePlan> = {
  // The silver shop.
  purity: { label: 'Purity', type: 'choice' },
  weightGrams: { label: 'Approx. weight', type: 'number', unit: 'g' },
  plating: { label: 'Plating', type: 'choice', filterable: true },
  finish: { label: 'Finish', type: 'choice', filterable: true },
  stone: { label: 'Stone', type: 'text', filterable: true },
  size: { label: 'Size', type: 'text' },
  // The beauty shop.
  brand: { label: 'Brand', type: 'text', filterable: true },
  skinType: { label: 'Skin type', type: 'text', filterable: true },
  hairType: { label: 'Hair type', type: 'text', filterable: true },
  coverage: { label: 'Coverage', type: 'choice', filterable: true },
  fragranceFamily: { label: 'Fragrance family', type: 'text', filterable: true },
  notes: { label: 'Notes', type: 'text' },
  spf: { label: 'Sun protection', type: 'text' },
  volume: { label: 'Volume', type: 'number', unit: 'ml' },
  weight: { label: 'Net weight', type: 'number', unit: 'g' },
  keyIngredients: { label: 'Key ingredients', type: 'text' },
  material: { label: 'Material', type: 'text' },
  bestFor: { label: 'Best for', type: 'text' },
  contents: { label: 'Contents', type: 'text' },
  occasion: { label: 'Occasion', type: 'text' },
  ingredients: { label: 'Ingredients', type: 'text' },
};

/** The definitions of the attributes a category's products use (keys outside the table are left as free attributes). */
export function attributeDefinitionsFor(products: ReadonlyArray<{ attributes: Record<string, string | number | undefined> }>): AttributeDefinition[] {
  return Object.entries(PLANS).flatMap(([key, plan]) => {
    const values = products.map((product) => product.attributes[key]).filter((value) => value !== undefined && value !== '');
    if (!values.length) return [];
    const choices = plan.type === 'choice' ? [...new Set(values.map(String))].sort((a, b) => a.localeCompare(b, 'en')).map((value) => ({ value })) : [];
    return [{ key, label: plan.label, type: plan.type, unit: plan.unit ?? '', choices, filterable: plan.filterable ?? false }];
  });
}
