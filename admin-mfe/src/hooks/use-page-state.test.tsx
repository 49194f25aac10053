import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'shared-router';
import { describe, expect, it } from 'vitest';
import { usePageState } from './use-page-state';

function Page() {
  const [message, setMessage] = usePageState<string | null>(null);
  return (
    <>
      <button type="button" onClick={() => setMessage('Saved Floral ring.')}>
        Save
      </button>
      <Link to="/products/new?from=1">Duplicate</Link>
      <Link to="/products/1">Back</Link>
      <p role="status">{message}</p>
    </>
  );
}

describe('usePageState', () => {
  it('keeps a value on the page it was set at and starts afresh at another address of the same route', async () => {
    const user = userEvent.setup();
    // One route for both addresses, so the component stays mounted, as the admin's product routes do.
    const router = createMemoryRouter([{ path: '/products/:id', element: <Page /> }], { initialEntries: ['/products/1'] });
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved Floral ring.');
    await user.click(screen.getByRole('link', { name: 'Duplicate' }));
    expect(router.state.location.pathname).toBe('/products/new');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('link', { name: 'Back' }));
    // The message was said once, for that save; coming back does not repeat it as new.
    expect(router.state.location.pathname).toBe('/products/1');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
