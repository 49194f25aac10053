// The administrators (read from Auth through the listAdmins callable once the page is in the
// browser), granting admin to an existing account by e-mail and removing it, both through
// setAdminRole, which refuses to remove the last administrator. The person affected gains or loses
// /admin on their next navigation (the shell refreshes their token).
import { useCallback, useEffect, useState } from 'react';
import { useRevalidator } from 'shared-router';
import { setAdminRoleInputSchema, type AdminAccount } from 'shared-data/admin';
import { FormError, FormStatus, TextField, useForm } from 'shared-ui';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { AdminCallError, listAdmins, setAdminRole } from '../../../lib/admin-callables';
import { formatIst } from 'shared-data/dates';

export function AdminAccounts() {
  const actor = useAdminActor();
  const revalidator = useRevalidator();
  const [admins, setAdmins] = useState<AdminAccount[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);
  const { ask, dialog } = useConfirm();

  const load = useCallback(async () => {
    try {
      setAdmins((await listAdmins()).admins);
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : 'The administrators could not be loaded.');
    }
  }, []);
  // Called once the browser's Firebase session is back (the callable needs its ID token).
  const signedIn = actor !== null;
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    listAdmins()
      .then((result) => live && setAdmins(result.admins))
      .catch((error: unknown) => live && setLoadError(error instanceof Error ? error.message : 'The administrators could not be loaded.'));
    return () => {
      live = false;
    };
  }, [signedIn]);

  const grant = useForm({
    initialValues: { email: '', admin: true },
    schema: setAdminRoleInputSchema,
    resetOnSuccess: true,
    onSubmit: async ({ email }) => {
      try {
        await setAdminRole(email, true);
      } catch (error) {
        throw error instanceof AdminCallError ? new FormError(error.message, error.code === 'not-found' ? { email: error.message } : {}) : error;
      }
      await Promise.all([load(), revalidator.revalidate()]);
      return `${email} is now an administrator. They get the admin area on their next page.`;
    },
  });

  const remove = (email: string) =>
    ask({
      title: `Remove the administrator role of ${email}?`,
      body: <p>They keep their customer account, and lose the admin area at their next page.</p>,
      confirmLabel: 'Remove admin role',
      danger: true,
      action: async () => {
        try {
          await setAdminRole(email, false);
        } catch (error) {
          throw error instanceof Error ? error : new Error('The role could not be removed.');
        }
        await Promise.all([load(), revalidator.revalidate()]);
        setRemoved(`${email} is no longer an administrator.`);
      },
    });

  return (
    <section className="admin-card" aria-labelledby="admins-heading">
      <h2 id="admins-heading">Administrators</h2>
      {loadError ? (
        <p role="alert" className="admin-alert admin-alert--error">
          {loadError}
        </p>
      ) : admins === null ? (
        <p role="status">Loading the administrators…</p>
      ) : (
        <div className="data-table__scroll">
          <table className="admin-order__lines">
            <caption className="visually-hidden">Administrators</caption>
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {admins.map((account) => (
                <tr key={account.uid}>
                  <th scope="row">
                    {account.email}
                    <span className="data-table__sub">
                      {account.displayName}
                      {account.disabled ? ' · sign-in disabled' : ''}
                      {account.uid === actor?.uid ? ' · you' : ''}
                    </span>
                  </th>
                  <td>{account.lastSignIn ? formatIst(account.lastSignIn, 'dateTime') : '—'}</td>
                  <td>
                    <button type="button" className="button button--danger" onClick={() => remove(account.email)}>
                      Remove admin<span className="visually-hidden"> role of {account.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {removed ? <FormStatus state={{ kind: 'success', message: removed }} /> : null}
      {dialog}
      <form {...grant.formProps} aria-label="Add an administrator" className="admin-grant">
        <TextField
          label="E-mail of an existing account"
          type="email"
          autoComplete="off"
          hint="The person must have registered in the shop first."
          {...grant.field('email')}
        />
        <FormStatus state={grant.status} />
        <button type="submit" className="button button--primary" disabled={grant.pending}>
          {grant.pending ? 'Adding…' : 'Make administrator'}
        </button>
      </form>
    </section>
  );
}
