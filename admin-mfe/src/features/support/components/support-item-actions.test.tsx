// An inbox item's actions: a note is checked before anything is written and added as one audited
// write, and a write refused because someone else changed the item shows the shared conflict
// notice, with what they changed and the reload.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import type { AuditedWrite } from 'shared-data/admin';
import { ConflictError } from 'shared-data/admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupportItem } from '../../../lib/admin-support';

const auditedWrite = vi.fn<(change: AuditedWrite) => Promise<{ auditId: string }>>();
vi.mock('shared-data/admin', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  auditedWrite: (change: AuditedWrite) => auditedWrite(change),
}));
vi.mock('shared-auth', () => ({ useAuthUser: () => ({ uid: 'root', email: 'admin@example.com' }) }));
vi.mock('../../../lib/signed-in-db', () => ({ loadSignedInDb: async () => ({}) }));

const { SupportItemActions } = await import('./support-item-actions');

const item: SupportItem = {
  kind: 'message',
  id: 'm1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '',
  subject: 'Ring size',
  message: 'Do you have it in size 7?',
  status: 'new',
  assignedTo: '',
  assignedEmail: '',
  notes: [],
  replies: [],
  preferredDate: '',
  preferredTime: '',
  products: [],
  scheduledFor: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderActions() {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <SupportItemActions item={item} /> }])} />);
}

beforeEach(() => auditedWrite.mockReset().mockResolvedValue({ auditId: 'a1' }));

describe('SupportItemActions', () => {
  it('asks for the note first, then adds it and empties the box', async () => {
    const user = userEvent.setup();
    renderActions();
    const notes = screen.getByRole('form', { name: 'Add a note' });
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write the note first.');
    expect(auditedWrite).not.toHaveBeenCalled();
    await user.type(within(notes).getByRole('textbox', { name: 'New note' }), 'Called back; sending sizes.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added.')).toHaveAttribute('role', 'status');
    expect(auditedWrite).toHaveBeenCalledTimes(1);
    expect(auditedWrite.mock.calls[0]?.[0]).toMatchObject({ id: 'm1', summary: 'Note on the message from Asha Rao: Called back; sending sizes.' });
    expect(within(notes).getByRole('textbox', { name: 'New note' })).toHaveValue('');
  });

  it('shows the conflict notice when someone else changed the item, and reloads', async () => {
    const user = userEvent.setup();
    auditedWrite.mockRejectedValueOnce(
      new ConflictError('Someone else changed this since you opened it. Review their changes, then save again to keep yours.', null, {
        status: { from: 'new', to: 'done' },
        assignedEmail: { from: null, to: 'staff@example.com' },
      }),
    );
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    const notice = await screen.findByRole('alert', { name: 'Someone else changed this message' });
    expect(notice).toHaveTextContent('Your change was not saved.');
    expect(notice).toHaveTextContent('Changed: status, who is on it.');
    await user.click(within(notice).getByRole('button', { name: 'Reload to see the latest' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Someone else changed this message' })).toBeNull());
  });
});
