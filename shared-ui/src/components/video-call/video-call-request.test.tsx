import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, localIsoDate, type AnalyticsRecord } from 'shared-data';
import { VideoCallRequestError, type VideoCallRequestInput } from 'shared-data/shopper';

const authState = vi.hoisted(() => ({ user: null as null | { uid: string; displayName: string }, currentUid: null as string | null }));
vi.mock('shared-auth', () => ({
  loadBrowserDb: async () => null,
  getBrowserAuth: () => (authState.currentUid ? { currentUser: { uid: authState.currentUid } } : null),
  useAuthUser: () => authState.user,
}));

const { VideoCallRequestButton } = await import('./video-call-request-dialog');

const DAY = 24 * 60 * 60 * 1000;
const tomorrow = localIsoDate(new Date(Date.now() + DAY));
const yesterday = localIsoDate(new Date(Date.now() - DAY));

let events: AnalyticsRecord[] = [];
let removeSink: () => void = () => undefined;
beforeEach(() => {
  events = [];
  removeSink = addAnalyticsSink((record) => events.push(record));
  authState.user = null;
  authState.currentUid = null;
});
afterEach(() => removeSink());

async function openDialog(props: Partial<Parameters<typeof VideoCallRequestButton>[0]> = {}) {
  const user = userEvent.setup();
  const submit = props.submit ?? vi.fn<(input: VideoCallRequestInput) => Promise<{ id: string }>>().mockResolvedValue({ id: 'r1' });
  // The form reads the site settings from the root route, so it renders inside a data router.
  const router = createMemoryRouter([{ path: '/', element: <VideoCallRequestButton source="home" {...props} submit={submit} /> }]);
  render(<RouterProvider router={router} />);
  await user.click(screen.getByRole('button', { name: 'Book Video Call' }));
  // The form is downloaded on first use: the dialog says so until it is there.
  await screen.findByRole('textbox', { name: 'Your name' });
  return { user, submit, dialog: screen.getByRole('dialog', { name: 'Book a video call' }) };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha Jain');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '+91 98765 43210');
  fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: tomorrow } });
  fireEvent.change(screen.getByLabelText('Preferred time (IST)'), { target: { value: '11:30' } });
}

describe('VideoCallRequestButton', () => {
  it('opens a modal dialog with focus on the first field; Escape closes it and focus returns to the button', async () => {
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book Video Call' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Request video call' });
    send.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(send).toHaveFocus();
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book Video Call' })).toHaveFocus();
  });

  it('shows what to fix next to each field and sends nothing', async () => {
    const { user, submit } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Request video call' }));
    const name = screen.getByRole('textbox', { name: 'Your name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).toHaveAccessibleDescription(/Enter a phone number we can call you on/);
    expect(screen.getByLabelText('Preferred date')).toHaveAccessibleDescription('Choose a date for the call.');
    expect(screen.getByLabelText('Preferred time (IST)')).toHaveAccessibleDescription('Choose a time for the call.');
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: yesterday } });
    await user.click(screen.getByRole('button', { name: 'Request video call' }));
    expect(screen.getByLabelText('Preferred date')).toHaveAccessibleDescription('Choose today or a later date.');
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends a valid request with the prefilled product, confirms it and tracks form_submit', async () => {
    let resolve: (value: { id: string }) => void = () => undefined;
    const submit = vi.fn<(input: VideoCallRequestInput) => Promise<{ id: string }>>(() => new Promise((r) => (resolve = r)));
    const { user } = await openDialog({ products: ['SLV-RNG-0001 Floral Filigree Ring'], source: 'product', submit });
    expect(screen.getByRole('textbox', { name: /Products of interest/ })).toHaveValue('SLV-RNG-0001 Floral Filigree Ring');
    await fillValid(user);
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Bridal range please');
    await user.click(screen.getByRole('button', { name: 'Request video call' }));

    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toEqual({
      name: 'Asha Jain',
      phone: '+91 98765 43210',
      preferredDate: tomorrow,
      preferredTime: '11:30',
      products: ['SLV-RNG-0001 Floral Filigree Ring'],
      note: 'Bridal range please',
      source: 'product',
    });
    resolve({ id: 'r1' });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Asha Jain. Your video call request has been received.');
    expect(screen.getByRole('status')).toHaveTextContent('We will call you on +91 98765 43210');
    expect(events).toContainEqual({ kind: 'event', name: 'form_submit', params: { form: 'video_call_request', success: true } });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("prefills a signed-in customer's name and sends no uid: the function takes it from their token", async () => {
    authState.user = { uid: 'user-7', displayName: 'Asha Jain' };
    authState.currentUid = 'user-7';
    const { user, submit } = await openDialog();
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Jain');
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '9876543210');
    fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: tomorrow } });
    fireEvent.change(screen.getByLabelText('Preferred time (IST)'), { target: { value: '12:00' } });
    await user.click(screen.getByRole('button', { name: 'Request video call' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    expect(vi.mocked(submit).mock.calls[0]?.[0]).not.toHaveProperty('uid');
  });

  it("shows the shop's own words when too many requests came from this visitor", async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(
        new VideoCallRequestError(
          'rate-limited',
          'You have asked for several video calls in the last few minutes; we will call you about them. Please try again in 8 minutes.',
        ),
      );
    const { user } = await openDialog({ submit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Request video call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in 8 minutes.');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Jain');
  });

  it('says what went wrong when the request cannot be stored, and keeps the input', async () => {
    const submit = vi
      .fn()
      .mockRejectedValue(new VideoCallRequestError('unavailable', 'We could not reach our booking service. Check your connection and try again.'));
    const { user } = await openDialog({ submit });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Request video call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our booking service');
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Asha Jain');
    expect(screen.getByRole('button', { name: 'Request video call' })).toBeEnabled();
    expect(events).toContainEqual({ kind: 'event', name: 'form_submit', params: { form: 'video_call_request', success: false } });
  });
});
