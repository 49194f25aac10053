import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormStatus } from './form-status';
import { TextField } from './text-field';
import { FormError, useForm } from './use-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter the name.'),
  email: z.string().trim().min(1, 'Enter the e-mail address.').includes('@', { message: 'That is not an e-mail address.' }),
});

function ExampleForm({ action }: { action: (values: { name: string; email: string }) => Promise<string | void> }) {
  const form = useForm({ initialValues: { name: '', email: '' }, schema, onSubmit: action });
  return (
    <form {...form.formProps} aria-label="Example">
      <TextField label="Name" {...form.field('name')} />
      <TextField label="E-mail" {...form.field('email')} />
      <FormStatus state={form.status} />
      <button type="submit" disabled={form.pending}>
        {form.pending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

describe('useForm', () => {
  it('shows the schema messages next to the fields, focuses the first and calls nothing', async () => {
    const user = userEvent.setup();
    const action = vi.fn();
    render(<ExampleForm action={action} />);
    await user.type(screen.getByLabelText('E-mail'), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter the name.')).toBeVisible();
    expect(screen.getByText('That is not an e-mail address.')).toBeVisible();
    // Focus moves in an effect after the errors are committed: on a busy machine, a moment later.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(action).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Asha');
    expect(screen.queryByText('Enter the name.')).toBeNull();
  });

  it('passes the parsed values, shows pending, then the success message', async () => {
    const user = userEvent.setup();
    let finish: (message: string) => void = () => undefined;
    const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    render(<ExampleForm action={action} />);
    await user.type(screen.getByLabelText('Name'), '  Asha  ');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(action).toHaveBeenCalledWith({ name: 'Asha', email: 'asha@example.com' }, { name: '  Asha  ', email: 'asha@example.com' });
    finish('Saved.');
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
  });

  it('shows a failure as an alert, marks the fields it names and keeps what was typed', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {
      throw new FormError('That e-mail address is taken.', { email: 'Choose another address.' });
    });
    render(<ExampleForm action={action} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That e-mail address is taken.');
    expect(screen.getByText('Choose another address.')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Asha');
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.com');
  });

  it('sends once when submitted twice quickly', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<ExampleForm action={action} />);
    await user.type(screen.getByLabelText('Name'), 'Asha');
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Example' });
    form.requestSubmit();
    form.requestSubmit();
    await screen.findByRole('button', { name: 'Saving…' });
    finish();
    await screen.findByRole('button', { name: 'Save' });
    expect(action).toHaveBeenCalledTimes(1);
  });
});
