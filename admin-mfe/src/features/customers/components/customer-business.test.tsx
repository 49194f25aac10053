// An admin corrects a customer's business details: the GSTIN checked as the customer's own form
// checks it, sent normalised to setCustomerBusiness.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { describe, expect, it, vi } from 'vitest';

const setCustomerBusiness = vi.fn(async (input: { uid: string }) => ({ uid: input.uid }));
vi.mock('../../../lib/admin-callables', () => ({
  AdminCallError: class extends Error {},
  setCustomerBusiness: (input: { uid: string }) => setCustomerBusiness(input),
}));
const { CustomerBusiness } = await import('./customer-business');

describe('CustomerBusiness', () => {
  it('shows the business and its GSTIN’s state, and saves a corrected GSTIN normalised', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter([{ path: '*', element: <CustomerBusiness uid="u1" businessName="Kaveri Jewels" gstin="29AAACK1234C1Z3" /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('29AAACK1234C1Z3 (Karnataka)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Correct business details' }));
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    expect(await screen.findByRole('textbox', { name: /GSTIN/ })).toHaveAccessibleDescription(/last character does not match the rest/);
    expect(setCustomerBusiness).not.toHaveBeenCalled();
    await user.clear(screen.getByRole('textbox', { name: /GSTIN/ }));
    await user.type(screen.getByRole('textbox', { name: /GSTIN/ }), '29-aaack-1234-c1z2');
    await user.click(screen.getByRole('button', { name: 'Save business details' }));
    await waitFor(() => expect(setCustomerBusiness).toHaveBeenCalledWith({ uid: 'u1', businessName: 'Kaveri Jewels', gstin: '29AAACK1234C1Z2' }));
    expect(await screen.findByText(/Business details saved/)).toBeInTheDocument();
  });
});
