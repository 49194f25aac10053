import { render, screen, within } from '@testing-library/react';
import type { AttributeDefinition, Product } from 'shared-data';
import { productFixture, withRouter } from '../../../test-utils';
import { ProductAttributes } from './product-attributes';

const serum = (attributes: Product['attributes']): Product =>
  ({ ...productFixture({ id: 'ab-ser-0001', category: 'Skincare', subCategory: 'Serums' }), attributes }) as unknown as Product;

const definition = (key: string, label: string, type: AttributeDefinition['type'], unit = ''): AttributeDefinition => ({
  key,
  label,
  type,
  unit,
  choices: [],
  filterable: false,
});

/** The rows as "term: description". */
const rows = () => screen.getAllByRole('term').map((term) => `${term.textContent}: ${within(term.parentElement!).getByRole('definition').textContent}`);

describe('ProductAttributes', () => {
  it("shows the category's attributes first, in its order, with their labels and units, then the others under their own names", async () => {
    const product = serum({ brand: 'Dew Theory', keyIngredients: 'Niacinamide, Zinc', volume: 30, skinType: 'Oily, combination', texture: 'Gel' });
    render(
      withRouter(
        <ProductAttributes
          product={product}
          definitions={[definition('skinType', 'Skin type', 'text'), definition('volume', 'Volume', 'number', 'ml'), definition('brand', 'Brand', 'text')]}
        />,
      ),
    );
    expect((await screen.findAllByRole('term')).length).toBeGreaterThan(0);
    expect(rows()).toEqual([
      'SKU: AB-SER-0001',
      'Skin type: Oily, combination',
      'Volume: 30 ml',
      'Brand: Dew Theory',
      'Key ingredients: Niacinamide, Zinc',
      'Texture: Gel',
      'Minimum order: 6 pieces',
      'Category: Skincare › Serums',
    ]);
  });

  it('keeps the silver fields as they were when the category defines no attributes', async () => {
    render(withRouter(<ProductAttributes product={serum({ purity: '925', weightGrams: 1250.5, plating: 'Rhodium' })} />));
    expect((await screen.findAllByRole('term')).length).toBeGreaterThan(0);
    expect(rows().slice(0, 4)).toEqual(['SKU: AB-SER-0001', 'Purity: 925 sterling silver (hallmarked)', 'Approx. weight: 1,250.5 g', 'Plating: Rhodium']);
  });
});
