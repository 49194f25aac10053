import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useConfirm, type ConfirmRequest } from './confirm-dialog';

function Asker({ request }: { request: ConfirmRequest }) {
  const { ask, dialog } = useConfirm();
  return (
    <>
      <button type="button" onClick={() => ask(request)}>
        Archive
      </button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('names the change, starts on Cancel and runs nothing when cancelled', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => undefined);
    render(<Asker request={{ title: 'Archive 3 products?', body: <p>They leave the shop at once.</p>, confirmLabel: 'Archive 3 products', action }} />);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive 3 products?' });
    expect(dialog).toHaveTextContent('They leave the shop at once.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(action).not.toHaveBeenCalled();
  });

  it('runs the action on confirmation, says why it failed and stays open, and closes when it succeeds', async () => {
    const user = userEvent.setup();
    let fail = true;
    const action = vi.fn(async () => {
      if (fail) throw new Error('Someone else changed this since you opened it.');
    });
    render(<Asker request={{ title: 'Delete Floral ring?', body: <p>This cannot be undone.</p>, confirmLabel: 'Delete for good', danger: true, action }} />);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed this since you opened it.');
    expect(screen.getByRole('dialog', { name: 'Delete Floral ring?' })).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(2);
  });
});
