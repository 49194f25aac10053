// The business details check the GSTIN as the GST portal does, with messages a buyer can act on,
// and keep it in capitals without spaces.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';

const updateProfile = vi.fn(async (_changes: unknown) => ({ success: true }));
vi.mock('shared-auth', () => ({ updateProfile: (changes: unknown) => updateProfile(changes) }));
const { BusinessForm } = await import('./business-form');

function renderForm(profile = { businessName: '', gstin: '' }) {
  const router = createMemoryRouter([{ path: '/account', element: <BusinessForm profile={profile} /> }], { initialEntries: ['/account'] });
  render(<RouterProvider router={router} />);
}

async function submitGstin(gstin: string, businessName = 'Mehta Jewellers') {
  const user = userEvent.setup();
  const name = screen.getByRole('textbox', { name: /Business name/ });
  const field = screen.getByRole('textbox', { name: /GSTIN/ });
  await user.clear(name);
  if (businessName) await user.type(name, businessName);
  await user.clear(field);
  await user.type(field, gstin);
  await user.click(screen.getByRole('button', { name: 'Save business details' }));
  return field;
}

describe('BusinessForm', () => {
  beforeEach(() => updateProfile.mockClear());

  it('says what is wrong with a GSTIN: its length, its state code, its check character', async () => {
    renderForm();
    let field = await submitGstin('27AABCR1234F1Z');
    expect(field).toHaveAccessibleDescription(/A GSTIN has 15 characters; this one has 14/);
    field = await submitGstin('99AABCR1234F1ZS');
    expect(field).toHaveAccessibleDescription(/99 is no state's code/);
    field = await submitGstin('27AABCR1234F1ZT');
    expect(field).toHaveAccessibleDescription(/last character does not match the rest: check it for a typing mistake/);
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('asks for the legal name with a GSTIN', async () => {
    renderForm();
    await submitGstin('27AABCR1234F1ZS', '');
    expect(screen.getByRole('textbox', { name: /Business name/ })).toHaveAccessibleDescription(/Enter the business’s legal name as registered for this GSTIN/);
  });

  it('keeps a GSTIN typed in lower case with spaces in capitals, without them', async () => {
    renderForm();
    const field = await submitGstin(' 27aabcr 1234 f1zs ');
    await waitFor(() => expect(updateProfile).toHaveBeenCalledWith({ businessName: 'Mehta Jewellers', gstin: '27AABCR1234F1ZS' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved. Your invoices show Mehta Jewellers, GSTIN 27AABCR1234F1ZS (Maharashtra).');
    expect(field).toHaveValue('27AABCR1234F1ZS');
  });
});
