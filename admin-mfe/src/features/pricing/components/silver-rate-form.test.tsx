// Setting the silver rate: a figure that is not a rate is refused before any call; a rate far from
// the last one is asked about, and saved only when the admin presses "Save anyway" for that figure.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { describe, expect, it, vi } from 'vitest';

class AdminCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly conflict: boolean,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
const setSilverRate = vi.fn();
vi.mock('../../../lib/admin-callables', () => ({ AdminCallError, setSilverRate: (input: unknown) => setSilverRate(input) }));
const { SilverRateForm } = await import('./silver-rate-form');

const renderForm = () => render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SilverRateForm current={95.5} /> }])} />);

describe('SilverRateForm', () => {
  it('refuses what is not a rate without calling the shop', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('textbox', { name: /Rate/ })).toHaveAccessibleDescription(/Now ₹95.50/);
    await user.type(screen.getByRole('textbox', { name: /Rate/ }), 'ninety');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByRole('textbox', { name: /Rate/ })).toHaveAccessibleDescription(/Enter the rate in rupees per gram/);
    expect(setSilverRate).not.toHaveBeenCalled();
  });

  it('asks about a rate far from the last one and saves it once confirmed', async () => {
    const user = userEvent.setup();
    setSilverRate.mockRejectedValueOnce(
      new AdminCallError('failed-precondition', '₹955 a gram is 10.0 times the last rate (₹95.50). Save it anyway?', false, { needsConfirmation: true }),
    );
    setSilverRate.mockResolvedValueOnce({ rateId: 'r2', repriced: 1240, complete: true });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Rate/ }), '955');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText(/10.0 times the last rate \(₹95.50\)\. Save it anyway\? Press “Save anyway”/)).toBeInTheDocument();
    expect(setSilverRate).toHaveBeenLastCalledWith({ rupeesPerGram: 955, confirmed: false });
    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(setSilverRate).toHaveBeenLastCalledWith({ rupeesPerGram: 955, confirmed: true }));
    expect(await screen.findByText('Silver rate set to ₹955 a gram; 1,240 products re-priced.')).toBeInTheDocument();
  });

  it('schedules a rate for a later time, read as India time', async () => {
    const user = userEvent.setup();
    setSilverRate.mockResolvedValueOnce({ rateId: 'r3', repriced: 0, complete: false, scheduledFor: '2026-12-01T04:30:00.000Z' });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Rate/ }), '97');
    fireEvent.change(screen.getByLabelText(/In force from \(India time\)/), { target: { value: '2026-12-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Silver rate ₹97 a gram scheduled from 1 Dec 2026, 10:00 am; prices change then.');
    expect(setSilverRate).toHaveBeenLastCalledWith({ rupeesPerGram: 97, confirmed: false, effectiveFrom: '2026-12-01T04:30:00.000Z' });
  });

  it('does not carry a confirmation over to another figure', async () => {
    const user = userEvent.setup();
    setSilverRate.mockRejectedValueOnce(
      new AdminCallError('failed-precondition', 'Far from the last rate. Save it anyway?', false, { needsConfirmation: true }),
    );
    setSilverRate.mockResolvedValueOnce({ rateId: 'r3', repriced: 3, complete: false });
    renderForm();
    await user.type(screen.getByRole('textbox', { name: /Rate/ }), '955');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await screen.findByRole('button', { name: 'Save anyway' });
    await user.clear(screen.getByRole('textbox', { name: /Rate/ }));
    await user.type(screen.getByRole('textbox', { name: /Rate/ }), '96.25');
    await user.click(screen.getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(setSilverRate).toHaveBeenLastCalledWith({ rupeesPerGram: 96.25, confirmed: false }));
    expect(await screen.findByText('Silver rate set to ₹96.25 a gram; 3 products re-priced so far, the rest follow shortly.')).toBeInTheDocument();
  });
});
