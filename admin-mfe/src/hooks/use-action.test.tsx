// A button's action through useAction: "Sending…" while it runs, then its message or why it failed
// (the error's own words, or the screen's fallback), one run for a double click, and nothing set
// once the button is gone.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormError, FormStatus, type FormState } from 'shared-ui';
import { describe, expect, it, vi } from 'vitest';
import { useAction, type UseActionOptions } from './use-action';

/** A promise the test settles. */
function deferred() {
  let resolve: (value: string) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<string>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function Reminder({ send, options }: { send: (to: string) => Promise<string>; options?: UseActionOptions }) {
  const action = useAction((to: string) => send(to), options);
  return (
    <>
      {/* Not disabled while it runs: the hook itself must ignore the second click. */}
      <button type="button" onClick={() => void action.run('asha@example.com')}>
        {action.pending ? 'Sending…' : 'Send reminder'}
      </button>
      <button type="button" onClick={action.reset}>
        Dismiss
      </button>
      <FormStatus state={action.state} />
    </>
  );
}

describe('useAction', () => {
  it('is pending while the action runs, then says its success message', async () => {
    const user = userEvent.setup();
    const reply = deferred();
    const send = vi.fn(() => reply.promise);
    render(<Reminder send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    expect(send).toHaveBeenCalledWith('asha@example.com');
    await act(async () => reply.resolve('A reminder is e-mailed to asha@example.com.'));
    expect(screen.getByRole('button', { name: 'Send reminder' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('A reminder is e-mailed to asha@example.com.');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says why it failed: the error’s own message, else the screen’s fallback', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValueOnce(new Error('This order is paid; there is nothing to remind.')).mockRejectedValueOnce('offline');
    render(<Reminder send={send} options={{ errorMessage: 'The reminder could not be sent. Try again.' }} />);
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is paid; there is nothing to remind.');
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The reminder could not be sent. Try again.');
  });

  it('keeps a FormError’s message when the screen maps the other errors itself', async () => {
    const user = userEvent.setup();
    const send = vi.fn().mockRejectedValueOnce(new Error('TypeError: Failed to fetch')).mockRejectedValueOnce(new FormError('Not signed in to the shop.'));
    render(<Reminder send={send} options={{ errorMessage: () => 'That did not work: the shop could not be reached.' }} />);
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work: the shop could not be reached.');
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not signed in to the shop.');
  });

  it('runs once for a double click', async () => {
    const user = userEvent.setup();
    const reply = deferred();
    const send = vi.fn(() => reply.promise);
    render(<Reminder send={send} />);
    await user.dblClick(screen.getByRole('button', { name: 'Send reminder' }));
    await user.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => reply.resolve('Sent.'));
    // Once it has settled, the button works again.
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sets nothing when the action settles after the button is gone', async () => {
    const user = userEvent.setup();
    const reply = deferred();
    const setOutcome = vi.fn<(state: FormState) => void>();
    const { unmount } = render(<Reminder send={() => reply.promise} options={{ outcome: [{ kind: 'idle' }, setOutcome] }} />);
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    unmount();
    await act(async () => reply.resolve('Sent.'));
    expect(setOutcome).not.toHaveBeenCalled();
  });
});
