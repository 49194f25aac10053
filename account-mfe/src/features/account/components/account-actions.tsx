// Signing out, and deleting the account (its documents and the sign-in): kept in a danger zone set
// apart from the profile, where the form only opens on request and asks for a confirmation and a
// recent sign-in.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'shared-router';
import { deleteAccount, signOut, useAuthUser } from 'shared-auth';
import { FormStatus, TextField } from 'shared-ui';

export function SignOutButton() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className="button"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await signOut();
        navigate('/', { replace: true });
      }}
    >
      {pending ? 'Signing out…' : 'Sign out'}
    </button>
  );
}

export function DangerZone({ passwordAccount }: { passwordAccount: boolean }) {
  const formId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="danger-zone-heading" className="danger-zone">
      <h2 id="danger-zone-heading">Danger zone</h2>
      <div className="card account-section account-section--danger">
        <h3>Delete account</h3>
        <p>Deleting your account cannot be undone. Orders already placed are kept by the shop for its records.</p>
        <button type="button" className="button button--danger" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen(!open)}>
          Delete account…
        </button>
        {open ? <DeleteAccountForm id={formId} passwordAccount={passwordAccount} onCancel={() => setOpen(false)} /> : null}
      </div>
    </section>
  );
}

function DeleteAccountForm({ id, passwordAccount, onCancel }: { id: string; passwordAccount: boolean; onCancel: () => void }) {
  const navigate = useNavigate();
  const user = useAuthUser();
  const confirmId = useId();
  const [confirmed, setConfirmed] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return setError('Tick the box to confirm that you want to delete your account.');
    if (passwordAccount && !password) return setError('Enter your password to confirm it is you.');
    setPending(true);
    setError(null);
    const result = await deleteAccount(passwordAccount ? { password } : {});
    setPending(false);
    if (result.success) navigate('/', { replace: true });
    else setError(result.error ?? 'The account could not be deleted.');
  };

  return (
    <form id={id} onSubmit={submit} noValidate aria-label="Delete my account" className="danger-zone__form">
      <p>This removes your profile, addresses and saved cart and deletes the sign-in for {user?.email ?? 'this account'}.</p>
      <label className="checkbox" htmlFor={confirmId}>
        <input id={confirmId} type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />I understand that this cannot be
        undone
      </label>
      {passwordAccount ? (
        <TextField
          label="Your password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : (
        <p className="field__hint">You will be asked to sign in with Google again to confirm.</p>
      )}
      <FormStatus error={error} />
      <div className="danger-zone__actions">
        <button type="submit" className="button button--danger" disabled={pending}>
          {pending ? 'Deleting…' : 'Delete my account'}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
