import { describe, expect, it } from 'vitest';
import { attributeDraftsOf, checkAttributeDrafts, newAttributeDraft, type AttributeDraft } from './attribute-draft';

const row = (change: Partial<AttributeDraft>): AttributeDraft => ({ ...newAttributeDraft(), ...change });

describe('the category form’s attributes', () => {
  it('reads stored definitions into rows and makes the same definitions from them', () => {
    const definitions = [
      { key: 'volume', label: 'Volume', type: 'number' as const, unit: 'ml', choices: [], filterable: false },
      {
        key: 'shade',
        label: 'Shade',
        type: 'colour' as const,
        unit: '',
        choices: [{ value: 'Ruby red', swatch: '#9b111e' }, { value: 'Nude' }],
        filterable: true,
      },
    ];
    const rows = attributeDraftsOf(definitions);
    expect(rows.map((item) => item.choices)).toEqual(['', 'Ruby red #9b111e, Nude']);
    expect(checkAttributeDrafts(rows)).toEqual({ definitions, errors: {} });
  });

  it('keys a new attribute by its name and a saved one by its stored key, and leaves out what its type does not use', () => {
    const { definitions } = checkAttributeDrafts([
      row({ label: ' Skin type ', type: 'text', unit: 'ml', choices: 'Dry' }),
      row({ savedKey: 'volume', label: 'Volume (bottle)', type: 'number', unit: ' ml ' }),
    ]);
    expect(definitions).toEqual([
      { key: 'skinType', label: 'Skin type', type: 'text', unit: '', choices: [], filterable: false },
      { key: 'volume', label: 'Volume (bottle)', type: 'number', unit: 'ml', choices: [], filterable: false },
    ]);
  });

  it('says what is wrong beside the name or the choices', () => {
    const { errors } = checkAttributeDrafts([
      row({ label: '' }),
      row({ label: 'Skin type' }),
      row({ label: 'skin type' }),
      row({ label: 'Skin-type', type: 'choice', choices: ' , ' }),
      row({ label: '42' }),
      row({ label: 'Shade', type: 'colour', choices: 'Ruby #9b11' }),
      row({ label: 'Tone', type: 'colour', choices: '#9b111e' }),
      row({ label: 'Finish', type: 'choice', choices: 'Matte #aabbcc' }),
    ]);
    expect(errors).toEqual({
      'attributes.0.label': 'Name the attribute, for example "Skin type".',
      'attributes.2.label': 'Another attribute is called "skin type".',
      'attributes.3.label': 'Another attribute is stored as skinType: give this one another name.',
      'attributes.3.choices': 'List the choices, separated by commas, for example "Dry, Oily, Combination".',
      'attributes.4.label': 'Start the name with a letter (products store the value under it).',
      'attributes.5.choices': '"Ruby #9b11": write the swatch as # and six hex digits, for example #9b111e.',
      'attributes.6.choices': 'Name the colour of the swatch #9b111e, for example "Ruby red #9b111e".',
      'attributes.7.choices': 'Only a colour list has swatches: remove "#aabbcc", or choose "Colour from a list".',
    });
  });
});
