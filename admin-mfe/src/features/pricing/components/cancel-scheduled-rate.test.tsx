// Taking back a scheduled rate: the button says which rate, calls the shop once, and a refusal is
// said where the button is.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { describe, expect, it, vi } from 'vitest';

class AdminCallError extends Error {}
const cancelSilverRate = vi.fn();
vi.mock('../../../lib/admin-callables', () => ({ AdminCallError, cancelSilverRate: (rateId: string) => cancelSilverRate(rateId) }));
const { CancelScheduledRate } = await import('./cancel-scheduled-rate');

const renderButton = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <CancelScheduledRate rateId="r9" rupeesPerGram={104} /> }])} />);

describe('CancelScheduledRate', () => {
  it('cancels the rate it names', async () => {
    cancelSilverRate.mockResolvedValueOnce({ rateId: 'r9' });
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the scheduled rate of ₹104' }));
    expect(cancelSilverRate).toHaveBeenCalledWith('r9');
    expect(await screen.findByRole('button', { name: 'Cancel the scheduled rate of ₹104' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why the shop refused', async () => {
    cancelSilverRate.mockRejectedValueOnce(new AdminCallError('Only a scheduled rate can be cancelled; this one is in force or was already taken back.'));
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: /Cancel the scheduled rate/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a scheduled rate can be cancelled');
  });
});
