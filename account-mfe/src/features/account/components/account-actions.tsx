// Signing out, and deleting the account (its documents and the sign-in) after confirming a recent
// sign-in.
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

export function DeleteAccountSection({ passwordAccount }: { passwordAccount: boolean }) {
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
    <section aria-labelledby="delete-heading" className="card account-section account-section--danger">
      <h2 id="delete-heading">Delete account</h2>
      <p>
        This removes your profile, addresses and saved cart and deletes the sign-in for {user?.email ?? 'this account'}. Orders
        already placed are kept by the shop for its records.
      </p>
      <form onSubmit={submit} noValidate aria-label="Delete my account">
        <label className="checkbox" htmlFor={confirmId}>
          <input id={confirmId} type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />I
          understand that this cannot be undone
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
        <button type="submit" className="button button--danger" disabled={pending}>
          {pending ? 'Deleting…' : 'Delete my account'}
        </button>
      </form>
    </section>
  );
}
