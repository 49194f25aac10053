// A product's other named attributes (issue 40): what a beauty product says besides the silver
// fields — brand, skin type, volume, key ingredients, ingredients — each a name and a value, shown
// on the product page under its name ('skinType' as 'Skin type'). Kept when the product is saved,
// changed, added and removed here.
import { useState } from 'react';
import { attributeLabel } from 'shared-data';
import { TextField } from 'shared-ui';
import { newOtherAttributeKey, type OtherAttributeDraft } from '../../../lib/product-draft';

export function OtherAttributes({
  attributes,
  errors,
  onChange,
}: {
  attributes: OtherAttributeDraft[];
  errors: Record<string, string | undefined>;
  onChange: (attributes: OtherAttributeDraft[]) => void;
}) {
  const [name, setName] = useState('');
  const listError = errors['otherAttributes'];
  return (
    <div className="other-attributes">
      {attributes.length ? (
        <ul className="other-attributes__list">
          {attributes.map((attribute, index) => (
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
          ))}
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
          disabled={!/^[a-zA-Z][a-zA-Z0-9]{0,39}$/.test(name.trim()) || attributes.some((item) => item.name === name.trim())}
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
