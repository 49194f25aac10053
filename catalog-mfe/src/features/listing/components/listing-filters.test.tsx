import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryInfo } from 'shared-data';
import { parseListingParams } from '../../../lib/listing-plan';
import { withRouter } from '../../../test-utils';
import { ListingFilters } from './listing-filters';

const categories: CategoryInfo[] = [
  {
    slug: 'rings',
    name: 'Rings',
    order: 1,
    description: '',
    image: null,
    productCount: 21,
    subcategories: [{ id: 'rings--band-rings', slug: 'band-rings', name: 'Band Rings', productCount: 7 }],
    updatedAt: null,
  },
  { slug: 'anklets', name: 'Anklets', order: 2, description: '', image: null, productCount: 14, subcategories: [], updatedAt: null },
];

function renderAt(path: string) {
  const params = parseListingParams(new URL(path, 'http://shop.test').searchParams);
  return render(withRouter(<ListingFilters basePath="/products" params={params} categories={categories} />, { path }));
}

describe('ListingFilters', () => {
  it('puts the chosen category, subcategory, stock filter and sort in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/products');
    const location = screen.getByTestId('location');
    await user.selectOptions(screen.getByLabelText('Category'), 'Rings (21)');
    expect(location).toHaveTextContent('/products?category=rings');
    await user.selectOptions(screen.getByLabelText('Subcategory'), 'Band Rings (7)');
    expect(location).toHaveTextContent('/products?category=rings&sub=rings--band-rings');
    await user.click(screen.getByLabelText('In stock only'));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(location).toHaveTextContent('/products?category=rings&sub=rings--band-rings&inStock=1&sort=price-asc');
  });

  it('applies a price range with the button', async () => {
    const user = userEvent.setup();
    renderAt('/products?sort=name');
    await user.type(screen.getByLabelText('Lowest price'), '500');
    await user.type(screen.getByLabelText('Highest price'), '2000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/products?min=500&max=2000&sort=name');
  });

  it('explains a bad price next to the field and does not navigate', async () => {
    const user = userEvent.setup();
    renderAt('/products');
    await user.type(screen.getByLabelText('Lowest price'), '3000');
    await user.type(screen.getByLabelText('Highest price'), '1000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const highest = screen.getByLabelText('Highest price');
    expect(highest).toHaveAttribute('aria-invalid', 'true');
    expect(highest).toHaveAccessibleDescription('The highest price must not be below the lowest price.');
    expect(highest).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
    await user.clear(screen.getByLabelText('Lowest price'));
    await user.type(screen.getByLabelText('Lowest price'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByLabelText('Lowest price')).toHaveAccessibleDescription('Enter the lowest price in whole rupees, for example 1500.');
  });

  it('shows the state of the URL, and a way to clear it', () => {
    renderAt('/products?category=anklets&min=100&inStock=1&sort=price-desc');
    expect(screen.getByLabelText('Category')).toHaveValue('anklets');
    expect(screen.getByLabelText('Lowest price')).toHaveValue('100');
    expect(screen.getByLabelText('In stock only')).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-desc');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/products');
  });
});
