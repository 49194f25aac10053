import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductSummary } from 'shared-data';
import { productFixture, withRouter } from '../../../test-utils';
import { HeaderSearch } from './header-search';

const jhumka = productFixture({ id: 'slv-erg-0001', slug: 'temple-jhumka', title: 'Temple Jhumka Earrings', price: 2450 });
const ring = productFixture();

describe('HeaderSearch', () => {
  it('is a combobox whose suggestions appear after a pause in typing', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async (query: string) => (query.startsWith('jh') ? [jhumka] : []));
    render(withRouter(<HeaderSearch search={search} />));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'jhum');
    const option = await screen.findByRole('option', { name: /Temple Jhumka Earrings/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(option).toHaveAccessibleName(/SLV-ERG-0001 · ₹2,450/);
    expect(screen.getByRole('option', { name: 'See all results for “jhum”' })).toBeInTheDocument();
    // Debounced: one request for the whole word, not one per letter.
    expect(search.mock.calls.map(([query]) => query)).toEqual(['jhum']);
    expect(screen.getByRole('status')).toHaveTextContent('1 suggestion');
  });

  it('moves through the suggestions with the arrow keys and opens the highlighted product with Enter', async () => {
    const user = userEvent.setup();
    render(withRouter(<HeaderSearch search={async () => [jhumka, ring]} />));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'silver');
    await screen.findByRole('option', { name: /Temple Jhumka/ });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Twisted Rope/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Past the last option ("See all results") it wraps to the first.
    expect(screen.getByRole('option', { name: /Temple Jhumka/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/product/SLV-RNG-0001/twisted-rope-stackable-band');
  });

  it('takes over the plain box it replaces: the text, the focus and the caret, so the next key lands where the shopper left off', async () => {
    const user = userEvent.setup();
    const search = vi.fn(async (query: string) => (query.startsWith('jh') ? [jhumka] : []));
    const takeOver = () => ({ value: 'jum', selectionStart: 1, selectionEnd: 1, focused: true });
    render(withRouter(<HeaderSearch search={search} takeOver={takeOver} />));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveValue('jum');
    expect(box).toHaveFocus();
    await user.keyboard('h');
    expect(box).toHaveValue('jhum');
    expect(await screen.findByRole('option', { name: /Temple Jhumka Earrings/ })).toBeInTheDocument();
  });

  it('goes to the results page on Enter without a highlighted suggestion', async () => {
    const user = userEvent.setup();
    render(withRouter(<HeaderSearch search={async () => [ring]} />));
    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'SLV-RNG{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/search?q=SLV-RNG');
  });

  it('closes the list with Escape, then clears the box with a second Escape', async () => {
    const user = userEvent.setup();
    render(withRouter(<HeaderSearch search={async () => [ring]} />));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'band');
    await screen.findByRole('option', { name: /Twisted Rope/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('band');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('never shows the answer to an older query: the stale request is aborted', async () => {
    const user = userEvent.setup();
    const signals: AbortSignal[] = [];
    let answerSlow!: (products: ProductSummary[]) => void;
    const search = vi.fn((query: string, signal: AbortSignal) => {
      signals.push(signal);
      if (query === 'ri') return new Promise<ProductSummary[]>((resolve) => (answerSlow = resolve));
      return Promise.resolve([jhumka]);
    });
    render(withRouter(<HeaderSearch search={search} />));
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'ri');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await user.type(box, 'ng');
    await screen.findByRole('option', { name: /Temple Jhumka/ });
    expect(signals[0]?.aborted).toBe(true);
    answerSlow([ring]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('option', { name: /Twisted Rope/ })).toBeNull();
    expect(screen.getByRole('option', { name: /Temple Jhumka/ })).toBeInTheDocument();
  });
});
