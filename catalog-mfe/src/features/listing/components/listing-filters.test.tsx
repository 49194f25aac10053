import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CategoryInfo } from 'shared-data';
import { parseListingParams } from '../../../lib/listing-plan';
import type { OptionFacet } from 'shared-data/option-values';
import { applyOptionRules } from '../../../lib/listing-plan';
import { withRouter } from '../../../test-utils';
import { ActiveFilters } from './active-filters';
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

describe('ListingFilters: the option filter (issue 40)', () => {
  const shades: OptionFacet[] = [{ name: 'Shade', values: ['Ruby Red', 'Nude Pink'] }];
  const basePath = '/lips/lipstick';

  function renderListing(path: string, optionFacets: OptionFacet[]) {
    // A subcategory page: its scope is in the path (the loader adds it, the view leaves it out of the filters' URLs).
    const parsed = parseListingParams(new URL(path, 'http://shop.test').searchParams);
    const params = { ...applyOptionRules({ ...parsed, category: 'lips', sub: 'lips--lipstick' }), category: null, sub: null };
    return render(
      withRouter(
        <>
          <ActiveFilters basePath={basePath} params={params} optionFacets={optionFacets} />
          <ListingFilters basePath={basePath} params={params} optionFacets={optionFacets} />
        </>,
        { path },
      ),
    );
  }

  it('offers the listing’s option values and puts the chosen one in the URL', async () => {
    const user = userEvent.setup();
    renderListing('/lips/lipstick?sort=name', shades);
    const shade = screen.getByRole('combobox', { name: 'Shade' });
    expect(shade).toHaveValue('');
    expect(screen.getAllByRole('option', { name: /Ruby Red|Nude Pink|Any shade/ }).map((option) => option.textContent)).toEqual([
      'Any shade',
      'Ruby Red',
      'Nude Pink',
    ]);
    await user.selectOptions(shade, 'Ruby Red');
    expect(screen.getByTestId('location')).toHaveTextContent('/lips/lipstick?option=Shade%3ARuby+Red&sort=name');
  });

  it('is a native select, first in the keyboard order of a scoped listing’s filters', async () => {
    const user = userEvent.setup();
    renderListing('/lips/lipstick', shades);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Shade' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Shade' }).tagName).toBe('SELECT');
  });

  it('shows the chosen value however the URL spells it, as a removable chip, and sets the price range aside', async () => {
    const user = userEvent.setup();
    renderListing('/lips/lipstick?option=shade:ruby%20red&min=100&inStock=1', shades);
    expect(screen.getByRole('combobox', { name: 'Shade' })).toHaveValue('Shade:Ruby Red');
    expect(screen.getByRole('group', { name: 'Price (₹)' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Price (₹)' })).toHaveAccessibleDescription(/A price range does not combine with a shade filter/);
    expect(screen.getByLabelText('Lowest price')).toHaveValue('');
    const chip = screen.getByRole('link', { name: 'Remove filter: Shade: Ruby Red' });
    expect(chip).toHaveAttribute('href', '/lips/lipstick?inStock=1');
    expect(screen.getByRole('link', { name: 'Clear all filters' })).toHaveAttribute('href', '/lips/lipstick');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shade' }), 'Any shade');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/lips\/lipstick\?inStock=1$/);
  });

  it('groups the values of several options in one list, one value at a time', async () => {
    const user = userEvent.setup();
    renderListing('/lips/lipstick', [...shades, { name: 'Size', values: ['3.5 g', '4 g'] }]);
    const option = screen.getByRole('combobox', { name: 'Shade or Size' });
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    await user.selectOptions(option, '4 g');
    expect(screen.getByTestId('location')).toHaveTextContent('/lips/lipstick?option=Size%3A4+g');
  });

  it('has no option filter where the listing’s products have no options', () => {
    renderListing('/lips/lipstick', []);
    expect(screen.queryByRole('combobox', { name: /shade/i })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Price (₹)' })).toBeEnabled();
  });
});
