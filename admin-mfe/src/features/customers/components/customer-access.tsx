// Turning a customer's sign-in off (and back on) through the setCustomerDisabled callable, asked
// twice; the figure shown comes from the stored flag after the change.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { Dialog, FormStatus, type FormState } from 'shared-ui';
import { setCustomerDisabled } from '../../../lib/admin-callables';

export function CustomerAccess({ uid, email, disabled }: { uid: string; email: string; disabled: boolean }) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const change = async () => {
    setConfirming(false);
    setState({ kind: 'pending' });
    try {
      await setCustomerDisabled({ uid, disabled: !disabled });
      await revalidator.revalidate();
      setState({ kind: 'success', message: disabled ? `${email} can sign in again.` : `${email} can no longer sign in.` });
    } catch (error) {
      setState({ kind: 'error', message: error instanceof Error ? error.message : 'The change could not be made. Try again.' });
    }
  };
  return (
    <section className="admin-card" aria-labelledby="customer-access-heading">
      <h2 id="customer-access-heading">Sign-in</h2>
      <p>{disabled ? 'Sign-in is turned off for this customer.' : 'This customer can sign in.'}</p>
      <button
        type="button"
        className={`button${disabled ? '' : ' button--danger'}`}
        disabled={state.kind === 'pending'}
        onClick={() => (disabled ? void change() : setConfirming(true))}
      >
        {disabled ? 'Turn sign-in back on' : 'Turn off sign-in'}
      </button>
      <FormStatus state={state} />
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={`Turn off sign-in for ${email}?`}>
        <p>They are signed out on their devices and cannot sign in until you turn it back on. Their orders and data stay.</p>
        <div className="form-actions">
          <button type="button" className="button button--danger" onClick={() => void change()}>
            Turn off sign-in
          </button>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </section>
  );
}
