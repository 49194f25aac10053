// The category editor's "Product attributes" (issue 40): what its products state, in the order the
// product page shows them — each a name, a type, a unit (numbers) or choices (lists, colours with
// swatches) and whether its listings filter on it. The rows are lib/attribute-draft.ts's; the
// editor checks and saves them. Focus follows the buttons: a new row's name, the row after a removed one.
import { useEffect, useRef } from 'react';
import type { AttributeType } from 'shared-data';
import { ATTRIBUTE_TYPE_LABELS, ATTRIBUTE_TYPES } from 'shared-data/admin';
import { SelectField, TextField } from 'shared-ui';
import { attributeKeyOfDraft, newAttributeDraft, takesChoices, type AttributeDraft } from '../../../lib/attribute-draft';

const TYPE_OPTIONS = ATTRIBUTE_TYPES.map((type) => ({ value: type, label: ATTRIBUTE_TYPE_LABELS[type] }));

export function CategoryAttributes({
  attributes,
  errors,
  onChange,
}: {
  attributes: AttributeDraft[];
  errors: Record<string, string | undefined>;
  onChange: (attributes: AttributeDraft[]) => void;
}) {
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    const find = (name: string) => fieldsetRef.current?.querySelector<HTMLElement>(`[name="${name}"]`);
    (find(focusNext.current) ?? find('attributes.add'))?.focus();
    focusNext.current = null;
  });
  const update = (id: string, change: Partial<AttributeDraft>) => onChange(attributes.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const move = (index: number, to: number) => {
    const next = [...attributes];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(to, 0, moved);
    onChange(next);
  };
  const listError = errors['attributes'];

  return (
    <fieldset className="subcategory-editor" ref={fieldsetRef}>
      <legend>Product attributes</legend>
      <p className="field__hint">What its products state, in the order the product page shows them. The product editor offers an input for each.</p>
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      {attributes.length === 0 ? <p className="field__hint">No attributes.</p> : null}
      <ol>
        {attributes.map((row, index) => {
          const prefix = `attributes.${index}`;
          const key = attributeKeyOfDraft(row);
          const named = row.label.trim() || `attribute ${index + 1}`;
          return (
            <li key={row.id} className="subcategory-editor__row">
              <div className="admin-form__row">
                <TextField
                  label={`Attribute ${index + 1} name`}
                  name={`${prefix}.label`}
                  hint={key ? `Stored as ${key}${row.savedKey ? ' (kept when renamed: products store their values under it)' : ''}.` : undefined}
                  value={row.label}
                  error={errors[`${prefix}.label`]}
                  onChange={(event) => update(row.id, { label: event.target.value })}
                />
                <SelectField
                  label={`Attribute ${index + 1} type`}
                  name={`${prefix}.type`}
                  options={TYPE_OPTIONS}
                  value={row.type}
                  error={errors[`${prefix}.type`]}
                  onChange={(event) => update(row.id, { type: event.target.value as AttributeType })}
                />
              </div>
              {row.type === 'number' ? (
                <TextField
                  label={`Attribute ${index + 1} unit`}
                  name={`${prefix}.unit`}
                  optional
                  hint='For example "ml" or "g".'
                  value={row.unit}
                  error={errors[`${prefix}.unit`]}
                  onChange={(event) => update(row.id, { unit: event.target.value })}
                />
              ) : null}
              {takesChoices(row.type) ? (
                <TextField
                  label={`Attribute ${index + 1} choices`}
                  name={`${prefix}.choices`}
                  hint={
                    row.type === 'colour'
                      ? 'Separated by commas; each may end with its swatch, for example "Ruby red #9b111e, Gold".'
                      : 'Separated by commas, for example "Dry, Oily, Combination".'
                  }
                  value={row.choices}
                  error={errors[`${prefix}.choices`]}
                  onChange={(event) => update(row.id, { choices: event.target.value })}
                />
              ) : null}
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={row.filterable}
                  aria-label={`Filter on listings by ${named}`}
                  onChange={(event) => update(row.id, { filterable: event.target.checked })}
                />{' '}
                Filter on listings
              </label>
              <span className="category-row__actions">
                <button type="button" className="button" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${named} up`}>
                  ↑
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={index === attributes.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`Move ${named} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove ${named}`}
                  onClick={() => {
                    // The row that takes its place, else the one before it, else "Add attribute".
                    focusNext.current = `attributes.${index < attributes.length - 1 ? index : index - 1}.label`;
                    onChange(attributes.filter((item) => item.id !== row.id));
                  }}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="button"
        name="attributes.add"
        onClick={() => {
          focusNext.current = `attributes.${attributes.length}.label`;
          onChange([...attributes, newAttributeDraft()]);
        }}
      >
        Add attribute
      </button>
    </fieldset>
  );
}
