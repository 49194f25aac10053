import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, type AnalyticsRecord } from 'shared-data';
import type { ContactMessageInput } from 'shared-data/shopper';

vi.mock('shared-auth', () => ({ loadBrowserDb: async () => null, getBrowserAuth: () => null, useAuthUser: () => null }));
const { ContactForm } = await import('./contact-form');

let events: AnalyticsRecord[] = [];
let removeSink = () => undefined as void;
beforeEach(() => {
  events = [];
  removeSink = addAnalyticsSink((record) => events.push(record));
});
afterEach(() => removeSink());

function setup() {
  const user = userEvent.setup();
  const send = vi.fn<(input: ContactMessageInput) => Promise<{ id: string }>>().mockResolvedValue({ id: 'm1' });
  render(<ContactForm send={send} fallbackEmail="wholesale@example.com" />);
  return { user, send };
}

/** Fills the form the way a person pasting their details would (fast enough for repeated runs). */
async function fillValid(user: ReturnType<typeof userEvent.setup>, subject = 'Price list') {
  const fields: Array<[RegExp | string, string]> = [
    ['Name', 'Ravi Shah'],
    ['E-mail', 'Ravi@Example.com'],
    ['Subject', subject],
    [/^Message/, 'Please send your wholesale price list.'],
  ];
  for (const [name, value] of fields) {
    const field = screen.getByRole('textbox', { name });
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
  }
}

describe('contact form', () => {
  it('rejects bad input with a message next to each field, and sends nothing', async () => {
    const { user, send } = setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Enter your name.');
    // Focus moves in an effect after the errors are committed: on a busy machine, a moment later.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(/does not look like an e-mail address/);
    expect(screen.getByRole('textbox', { name: /Phone/ })).toHaveAccessibleDescription(/10 to 15 digits/);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveAccessibleDescription(/At least 10 characters/);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a good message once, confirms it, clears the form and tracks form_submit', async () => {
    const { user, send } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Thank you, Ravi Shah\. Your message has been sent/)).toHaveAttribute('role', 'status');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: 'Ravi Shah', email: 'Ravi@Example.com', subject: 'Price list', phone: '' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(events).toContainEqual({ kind: 'event', name: 'form_submit', params: { form: 'contact', success: true } });
  });

  it('hides the honeypot from people and assistive technology, and a filled honeypot stores nothing', async () => {
    const { user, send } = setup();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillValid(user);
    await user.type(trap!, 'http://spam.example');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/Your message has been sent/)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('allows three messages from one browser in ten minutes and then says how long to wait', { timeout: 20_000 }, async () => {
    const { user, send } = setup();
    for (let i = 1; i <= 3; i += 1) {
      await fillValid(user, `Question ${i}`);
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      await screen.findByText(/Your message has been sent/);
    }
    await fillValid(user, 'Question 4');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Please wait about (9|10) minutes before sending another, or e-mail us at wholesale@example.com/,
    );
    expect(send).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Question 4');
  });

  it('says what went wrong when the message cannot be stored', async () => {
    const { user, send } = setup();
    const { ContactMessageError } = await import('shared-data/shopper');
    send.mockRejectedValueOnce(new ContactMessageError('unavailable', 'We could not reach our server. Check your connection and try again.'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach our server');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Shah');
    expect(events).toContainEqual({ kind: 'event', name: 'form_submit', params: { form: 'contact', success: false } });
  });
});
