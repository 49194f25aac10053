// The Settings form's shipping, payment and pricing sections: what each shipping method asks for,
// the weight bands checked line by line, a payment way turned on asks for its details, the rounding
// of metal prices and the silver-rate line, and the save writes them.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { defaultSiteSettings } from 'shared-data';
import type { AuditedWrite } from 'shared-data/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auditedWrite = vi.fn<(change: AuditedWrite) => Promise<{ auditId: string }>>(async () => ({ auditId: 'a1' }));
vi.mock('shared-data/admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  auditedWrite: (change: AuditedWrite) => auditedWrite(change),
}));
vi.mock('shared-auth', () => ({ useAuthUser: () => ({ uid: 'root', email: 'admin@example.com' }) }));
vi.mock('../../../lib/signed-in-db', () => ({ loadSignedInDb: async () => ({}) }));
vi.mock('../../../lib/admin-settings', () => ({ fetchStoredSettings: vi.fn() }));

const { SettingsForm } = await import('./settings-form');

function renderForm() {
  const stored = {
    settings: { ...defaultSiteSettings, payments: { ...defaultSiteSettings.payments, upi: { enabled: false, vpa: '', payeeName: '' } } },
    updatedAt: '2026-11-01T00:00:00.000Z',
    exists: true,
  };
  const router = createMemoryRouter([{ path: '*', element: <SettingsForm stored={stored} /> }], { initialEntries: ['/admin/settings'] });
  render(<RouterProvider router={router} />);
}

beforeEach(() => auditedWrite.mockClear());

// A long form re-renders on every key: generous time on a busy machine.
describe('SettingsForm: shipping and payments', { timeout: 40_000 }, () => {
  it('asks for the weight bands of shipping by weight, checks them, and saves them', async () => {
    const user = userEvent.setup();
    renderForm();
    const shipping = screen.getByRole('group', { name: 'Shipping' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'How shipping is charged' }), 'weight');
    expect(screen.getByRole('combobox', { name: 'How shipping is charged' })).toHaveAccessibleDescription(/first band the order’s weight fits in/);
    expect(screen.queryByRole('textbox', { name: 'Shipping fee (₹)' })).toBeNull();
    const bands = screen.getByRole('textbox', { name: 'Weight bands' });
    await user.clear(bands);
    await user.type(bands, '250 = 150{Enter}1 kg = 350');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(/Line 2 \(“1 kg = 350”\) is not a band/)).toBeInTheDocument();
    await waitFor(() => expect(bands).toHaveFocus());
    await user.clear(bands);
    await user.type(bands, '1000 = 350{Enter}250 = 150');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(auditedWrite).toHaveBeenCalled());
    const data = (auditedWrite.mock.calls[0]![0] as { data: unknown }).data as { orders: { shippingMethod: string; weightBands: unknown } };
    expect(data.orders).toMatchObject({
      shippingMethod: 'weight',
      weightBands: [
        { upToGrams: 250, fee: 150 },
        { upToGrams: 1000, fee: 350 },
      ],
    });
    expect(shipping).toBeInTheDocument();
  });

  it('asks for the UPI ID once UPI is turned on', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByRole('textbox', { name: 'UPI ID' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /^UPI/ }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('textbox', { name: 'UPI ID' })).toHaveAccessibleDescription(/Enter the shop’s UPI ID, or turn UPI off\./);
    expect(auditedWrite).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'UPI ID' }), 'rajatmaya@hdfcbank');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(auditedWrite).toHaveBeenCalled());
    expect(((auditedWrite.mock.calls[0]![0] as { data: unknown }).data as { payments: { upi: unknown } }).payments.upi).toEqual({
      enabled: true,
      vpa: 'rajatmaya@hdfcbank',
      payeeName: '',
    });
  });
});

describe('SettingsForm: pricing', { timeout: 40_000 }, () => {
  it('rounds metal prices by the chosen rule and shows the silver rate when asked, and saves both', async () => {
    const user = userEvent.setup();
    renderForm();
    const pricing = screen.getByRole('group', { name: 'Pricing' });
    const rounding = within(pricing).getByRole('combobox', { name: 'Round metal prices' });
    expect(rounding).toHaveValue('rupee');
    expect(rounding).toHaveAccessibleDescription(/re-prices every such product/);
    expect(
      within(rounding)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['To the paisa', 'To the rupee', 'Up to the next ₹10']);
    const show = within(pricing).getByRole('checkbox', { name: /^Show the silver rate on the storefront/ });
    expect(show).not.toBeChecked();
    await user.selectOptions(rounding, 'Up to the next ₹10');
    await user.click(show);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(auditedWrite).toHaveBeenCalled());
    expect(((auditedWrite.mock.calls[0]![0] as { data: unknown }).data as { pricing: unknown }).pricing).toEqual({ rounding: 'ten', showSilverRate: true });
  });
});
