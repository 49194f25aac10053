// The category editor's product attributes (issue 40) as the admin types them, and the definitions
// saveCategory takes. The choices are one comma-separated field; a colour's may end with its swatch
// ("Ruby red #9b111e, Gold"). A new attribute's key follows its name (attributeKeyOf); a saved one
// keeps its key whatever it is renamed, because products store their values under it. Kept apart
// from the screen so it is tested alone.
import type { AttributeChoice, AttributeDefinition, AttributeType } from 'shared-data';
import { attributeKeyOf, SWATCH_PATTERN } from 'shared-data/admin';

export interface AttributeDraft {
  /** Stable key for the list while rows are added and moved. */
  id: string;
  /** The saved attribute's key; '' for a new one (its key is then its name's, see attributeKeyOfDraft). */
  savedKey: string;
  label: string;
  type: AttributeType;
  /** A number's unit (kept while another type is chosen, used only for 'number'). */
  unit: string;
  /** The choices, comma separated (kept while another type is chosen, used only for 'choice' and 'colour'). */
  choices: string;
  filterable: boolean;
}

let ids = 0;
export const newAttributeDraft = (): AttributeDraft => ({
  id: `attribute-${(ids += 1)}`,
  savedKey: '',
  label: '',
  type: 'text',
  unit: '',
  choices: '',
  filterable: false,
});

/** The rows for a category's stored definitions. */
export function attributeDraftsOf(definitions: readonly AttributeDefinition[] = []): AttributeDraft[] {
  return definitions.map((definition) => ({
    ...newAttributeDraft(),
    savedKey: definition.key,
    label: definition.label,
    type: definition.type,
    unit: definition.unit,
    choices: definition.choices.map((choice) => (choice.swatch ? `${choice.value} ${choice.swatch}` : choice.value)).join(', '),
    filterable: definition.filterable,
  }));
}

/** Where products store the attribute's value: the saved key, or the one its name makes. */
export const attributeKeyOfDraft = (draft: Pick<AttributeDraft, 'savedKey' | 'label'>): string => draft.savedKey || attributeKeyOf(draft.label);

export const takesChoices = (type: AttributeType): boolean => type === 'choice' || type === 'colour';

/** A trailing "#…" word of a choice: its swatch (a colour's) or a mistyped one. */
const TRAILING_SWATCH = /\s*(#[^\s#]*)$/;

/** A row's choices, or the message saying what is wrong with them. */
function parseChoices(draft: AttributeDraft): AttributeChoice[] | string {
  const entries = draft.choices
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!entries.length)
    return draft.type === 'colour'
      ? 'List the colours, separated by commas, for example "Ruby red #9b111e, Gold".'
      : 'List the choices, separated by commas, for example "Dry, Oily, Combination".';
  const choices: AttributeChoice[] = [];
  for (const entry of entries) {
    const swatch = TRAILING_SWATCH.exec(entry)?.[1];
    if (!swatch) {
      choices.push({ value: entry });
      continue;
    }
    // A list that is not of colours takes its entries as written, unless one carries a swatch (left from a colour list).
    if (draft.type !== 'colour') {
      if (SWATCH_PATTERN.test(swatch)) return `Only a colour list has swatches: remove "${swatch}", or choose "Colour from a list".`;
      choices.push({ value: entry });
      continue;
    }
    if (!SWATCH_PATTERN.test(swatch)) return `"${entry}": write the swatch as # and six hex digits, for example #9b111e.`;
    const value = entry.slice(0, entry.length - swatch.length).trim();
    if (!value) return `Name the colour of the swatch ${swatch}, for example "Ruby red ${swatch}".`;
    choices.push({ value, swatch: swatch.toLowerCase() });
  }
  return choices;
}

/**
 * The definitions the rows make, and what is wrong by field (`attributes.2.choices`); the limits and
 * repeated choices are left to saveCategoryInputSchema, whose messages the editor shows by field too.
 */
export function checkAttributeDrafts(drafts: readonly AttributeDraft[]): { definitions: AttributeDefinition[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const labels = new Set<string>();
  const keys = new Set<string>();
  const definitions = drafts.map((draft, index): AttributeDefinition => {
    const label = draft.label.trim();
    const key = attributeKeyOfDraft(draft);
    const labelError = !label
      ? 'Name the attribute, for example "Skin type".'
      : !key
        ? 'Start the name with a letter (products store the value under it).'
        : labels.has(label.toLowerCase())
          ? `Another attribute is called "${label}".`
          : keys.has(key.toLowerCase())
            ? `Another attribute is stored as ${key}: give this one another name.`
            : null;
    if (labelError) errors[`attributes.${index}.label`] = labelError;
    labels.add(label.toLowerCase());
    keys.add(key.toLowerCase());
    const choices = takesChoices(draft.type) ? parseChoices(draft) : [];
    if (typeof choices === 'string') errors[`attributes.${index}.choices`] = choices;
    return {
      key,
      label,
      type: draft.type,
      unit: draft.type === 'number' ? draft.unit.trim() : '',
      choices: typeof choices === 'string' ? [] : choices,
      filterable: draft.filterable,
    };
  });
  return { definitions, errors };
}
