// The attributes a category's products state (issue 40), as the admin defines them on the category:
// a name shoppers read, a type (text, a number with a unit, one of a list, a colour from a list) and
// whether its listings offer it as a filter. Products store the values as `attributes[key]`; the
// product page shows them in the category's order with their labels and units, and the editor offers
// an input of each type. Dependency-free: the functions, the admin and the storefront share it.
import type { AttributeChoice, AttributeDefinition, AttributeType } from '../types/catalog';

export const ATTRIBUTE_TYPES: readonly AttributeType[] = ['text', 'number', 'choice', 'colour'];
export const ATTRIBUTE_TYPE_LABELS: Record<AttributeType, string> = {
  text: 'Text',
  number: 'Number with a unit',
  choice: 'One of a list',
  colour: 'Colour from a list',
};
export const ATTRIBUTE_LIMITS = { attributes: 20, label: 40, unit: 12, choices: 60, choice: 60 } as const;
/** An attribute's key: letters and digits, starting with a letter (e.g. skinType). */
export const ATTRIBUTE_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9]{0,39}$/;
export const SWATCH_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** A key from a label: 'Skin type' → 'skinType', 'Volume (ml)' → 'volumeMl'. */
export function attributeKeyOf(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^a-zA-Z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const key = words.map((word, index) => (index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('');
  const start = key.search(/[a-zA-Z]/);
  return start < 0 ? '' : key.slice(start, start + 40);
}

function readChoices(value: unknown): AttributeChoice[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return [];
    const { value: text, swatch } = raw as Record<string, unknown>;
    if (typeof text !== 'string' || !text.trim()) return [];
    return [{ value: text.trim(), ...(typeof swatch === 'string' && SWATCH_PATTERN.test(swatch) ? { swatch: swatch.toLowerCase() } : {}) }];
  });
}

/** A category's stored attribute definitions, unreadable entries skipped ([] for none). */
export function readAttributeDefinitions(value: unknown): AttributeDefinition[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((raw: unknown) => {
    if (!raw || typeof raw !== 'object') return [];
    const record = raw as Record<string, unknown>;
    const key = typeof record['key'] === 'string' ? record['key'] : '';
    const type = record['type'] as AttributeType;
    if (!ATTRIBUTE_KEY_PATTERN.test(key) || seen.has(key) || !ATTRIBUTE_TYPES.includes(type)) return [];
    seen.add(key);
    const label = typeof record['label'] === 'string' && record['label'].trim() ? record['label'].trim() : key;
    return [
      {
        key,
        label,
        type,
        unit: type === 'number' && typeof record['unit'] === 'string' ? record['unit'].trim() : '',
        choices: type === 'choice' || type === 'colour' ? readChoices(record['choices']) : [],
        filterable: record['filterable'] === true,
      },
    ];
  });
}

/** The swatch of a colour attribute's value, when its list gives one. */
export function attributeSwatch(definition: Pick<AttributeDefinition, 'type' | 'choices'>, value: string): string | null {
  if (definition.type !== 'colour') return null;
  return definition.choices.find((choice) => choice.value.toLowerCase() === value.trim().toLowerCase())?.swatch ?? null;
}
