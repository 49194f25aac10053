// The category editor's product attributes (issue 40): the rows it was given are sent back in their
// order with their keys, a new one takes its key from its name, and a list without choices is
// refused beside the field before any call.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import type { CategoryInfo } from 'shared-data';
import { beforeEach, describe, expect, it, vi } from 'vitest';

class AdminCallError extends Error {
  readonly conflict = false;
}
const saveCategory = vi.fn();
vi.mock('../../../lib/admin-callables', () => ({ AdminCallError, saveCategory: (input: unknown) => saveCategory(input) }));
const { CategoryEditor } = await import('./category-editor');

const beauty: CategoryInfo = {
  slug: 'skin-care',
  name: 'Skin care',
  order: 0,
  description: '',
  image: null,
  productCount: 3,
  subcategories: [],
  updatedAt: '2026-01-02T00:00:00.000Z',
  attributes: [
    { key: 'volume', label: 'Volume', type: 'number', unit: 'ml', choices: [], filterable: false },
    { key: 'shade', label: 'Shade', type: 'colour', unit: '', choices: [{ value: 'Ruby red', swatch: '#9b111e' }, { value: 'Nude' }], filterable: true },
  ],
};

function renderEditor(category: CategoryInfo) {
  const onSaved = vi.fn();
  const element = <CategoryEditor category={category} onSaved={onSaved} onCancel={() => undefined} onReload={() => undefined} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return { user: userEvent.setup(), onSaved };
}

const attributes = () => screen.getByRole('group', { name: 'Product attributes' });

beforeEach(() => {
  saveCategory.mockReset();
  saveCategory.mockResolvedValue({ slug: 'skin-care', created: false, productsRenamed: 0, productsRepriced: 0 });
});

describe('the category editor: product attributes', () => {
  it('sends the attributes it was given and a new one of type choice, with its choices and as a filter', async () => {
    const { user, onSaved } = renderEditor(beauty);
    expect(within(attributes()).getByRole('textbox', { name: /^Attribute 1 unit/ })).toHaveValue('ml');
    expect(within(attributes()).getByRole('textbox', { name: 'Attribute 2 choices' })).toHaveValue('Ruby red #9b111e, Nude');
    // Renaming a saved attribute keeps the key its products store the values under.
    await user.clear(within(attributes()).getByRole('textbox', { name: 'Attribute 2 name' }));
    await user.type(within(attributes()).getByRole('textbox', { name: 'Attribute 2 name' }), 'Lip shade');
    expect(within(attributes()).getByRole('textbox', { name: 'Attribute 2 name' })).toHaveAccessibleDescription(/^Stored as shade \(kept when renamed/);

    await user.click(within(attributes()).getByRole('button', { name: 'Add attribute' }));
    expect(within(attributes()).getByRole('textbox', { name: 'Attribute 3 name' })).toHaveFocus();
    await user.keyboard('Skin type');
    expect(within(attributes()).getByRole('textbox', { name: 'Attribute 3 name' })).toHaveAccessibleDescription('Stored as skinType.');
    await user.selectOptions(within(attributes()).getByRole('combobox', { name: 'Attribute 3 type' }), 'One of a list');
    await user.type(within(attributes()).getByRole('textbox', { name: 'Attribute 3 choices' }), 'Dry, Oily, Combination');
    await user.click(within(attributes()).getByRole('checkbox', { name: 'Filter on listings by Skin type' }));
    await user.click(within(attributes()).getByRole('button', { name: 'Move Skin type up' }));

    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(onSaved).toHaveBeenCalledWith('Saved Skin care.');
    expect(saveCategory).toHaveBeenCalledTimes(1);
    expect(saveCategory.mock.calls[0]![0]).toMatchObject({
      attributes: [
        { key: 'volume', label: 'Volume', type: 'number', unit: 'ml', choices: [], filterable: false },
        {
          key: 'skinType',
          label: 'Skin type',
          type: 'choice',
          unit: '',
          choices: [{ value: 'Dry' }, { value: 'Oily' }, { value: 'Combination' }],
          filterable: true,
        },
        {
          key: 'shade',
          label: 'Lip shade',
          type: 'colour',
          unit: '',
          choices: [{ value: 'Ruby red', swatch: '#9b111e' }, { value: 'Nude' }],
          filterable: true,
        },
      ],
    });
  });

  it('refuses a choice attribute without choices, and a colour with a mistyped swatch, beside the field', async () => {
    const { user } = renderEditor(beauty);
    await user.click(within(attributes()).getByRole('button', { name: 'Add attribute' }));
    await user.keyboard('Finish');
    await user.selectOptions(within(attributes()).getByRole('combobox', { name: 'Attribute 3 type' }), 'One of a list');
    const shades = within(attributes()).getByRole('textbox', { name: 'Attribute 2 choices' });
    await user.clear(shades);
    await user.type(shades, 'Ruby red #9b11, Nude');

    await user.click(screen.getByRole('button', { name: 'Save category' }));
    const finishChoices = within(attributes()).getByRole('textbox', { name: 'Attribute 3 choices' });
    expect(finishChoices).toHaveAccessibleDescription(/List the choices, separated by commas/);
    expect(shades).toHaveAccessibleDescription(/"Ruby red #9b11": write the swatch as # and six hex digits/);
    expect(shades).toHaveFocus();
    expect(saveCategory).not.toHaveBeenCalled();

    await user.type(finishChoices, 'Matte, Dewy');
    await user.clear(shades);
    await user.type(shades, 'Ruby red #9B111E');
    await user.click(within(attributes()).getByRole('button', { name: 'Remove Volume' }));
    await user.click(screen.getByRole('button', { name: 'Save category' }));
    expect(saveCategory.mock.calls[0]![0]).toMatchObject({
      attributes: [
        { key: 'shade', choices: [{ value: 'Ruby red', swatch: '#9b111e' }] },
        { key: 'finish', type: 'choice', choices: [{ value: 'Matte' }, { value: 'Dewy' }], filterable: false },
      ],
    });
  });
});
