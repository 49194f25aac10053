// A product's other named attributes (issue 40): what a beauty product says besides the silver
// fields — brand, skin type, volume, key ingredients, ingredients — each a name and a value, shown
// on the product page under its name ('skinType' as 'Skin type'). Kept when the product is saved,
// changed, added and removed here. Those its category defines are entered by type, in the category's
// order and under its labels (a number with its unit, one of a list, a colour): the same rows, made
// when a value is given and dropped when it is emptied; the free-form rows are the rest.
import { useState } from 'react';
import { attributeLabel, type AttributeDefinition } from 'shared-data';
import { attributeSwatch } from 'shared-data/admin';
import { SelectField, TextField } from 'shared-ui';
import { newOtherAttributeKey, type OtherAttributeDraft } from '../../../lib/product-draft';

export function OtherAttributes({
  attributes,
  definitions,
  errors,
  onChange,
}: {
  attributes: OtherAttributeDraft[];
  /** The category's attributes entered by type (categoryAttributesOf). */
  definitions: readonly AttributeDefinition[];
  errors: Record<string, string | undefined>;
  onChange: (attributes: OtherAttributeDraft[]) => void;
}) {
  const [name, setName] = useState('');
  const listError = errors['otherAttributes'];
  const defined = new Set(definitions.map((definition) => definition.key));
  const setDefined = (key: string, value: string) => {
    if (!value) onChange(attributes.filter((item) => item.name !== key));
    else if (attributes.some((item) => item.name === key)) onChange(attributes.map((item) => (item.name === key ? { ...item, value } : item)));
    else onChange([...attributes, { key: newOtherAttributeKey(), name: key, value }]);
  };
  return (
    <div className="other-attributes">
      {definitions.length ? (
        <div className="admin-form__row">
          {definitions.map((definition) => {
            const index = attributes.findIndex((item) => item.name === definition.key);
            const value = attributes[index]?.value ?? '';
            const common = {
              label: definition.label,
              optional: true,
              value,
              error: errors[`otherAttributes.${index}.value`],
              onChange: (event: { target: { value: string } }) => setDefined(definition.key, event.target.value),
            };
            if (definition.type === 'text') return <TextField key={definition.key} {...common} />;
            if (definition.type === 'number')
              return <TextField key={definition.key} inputMode="decimal" hint={definition.unit ? `In ${definition.unit}.` : 'A number.'} {...common} />;
            // A value stored before the list changed stays choosable until the admin picks another.
            const listed = definition.choices.some((choice) => choice.value === value);
            const options = [
              ...definition.choices.map((choice) => ({ value: choice.value, label: choice.value })),
              ...(value && !listed ? [{ value, label: `${value} (not in the list)` }] : []),
            ];
            const swatch = attributeSwatch(definition, value);
            return (
              <SelectField
                key={definition.key}
                placeholder="Not stated"
                options={options}
                hint={
                  swatch ? (
                    <>
                      <span className="attribute-swatch" style={{ background: swatch }} aria-hidden="true" /> Swatch {swatch}
                    </>
                  ) : undefined
                }
                {...common}
              />
            );
          })}
        </div>
      ) : null}
      {attributes.some((attribute) => !defined.has(attribute.name)) ? (
        <ul className="other-attributes__list">
          {attributes.map((attribute, index) =>
            defined.has(attribute.name) ? null : (
              <li key={attribute.key} className="admin-form__row">
                <TextField
                  label={attributeLabel(attribute.name)}
                  optional
                  value={attribute.value}
                  error={errors[`otherAttributes.${index}.value`] ?? errors[`otherAttributes.${index}.name`]}
                  onChange={(event) => onChange(attributes.map((item, at) => (at === index ? { ...item, value: event.target.value } : item)))}
                />
                <button type="button" className="button button--small" onClick={() => onChange(attributes.filter((_, at) => at !== index))}>
                  Remove {attributeLabel(attribute.name).toLowerCase()}
                </button>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {listError ? (
        <p className="field__error" role="alert">
          {listError}
        </p>
      ) : null}
      <div className="admin-form__row">
        <TextField
          label="New attribute's name"
          optional
          hint="Letters and digits, e.g. skinType or keyIngredients."
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <button
          type="button"
          className="button"
          disabled={!/^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(name.trim()) || defined.has(name.trim()) || attributes.some((item) => item.name === name.trim())}
          onClick={() => {
            onChange([...attributes, { key: newOtherAttributeKey(), name: name.trim(), value: '' }]);
            setName('');
          }}
        >
          Add attribute
        </button>
      </div>
    </div>
  );
}
