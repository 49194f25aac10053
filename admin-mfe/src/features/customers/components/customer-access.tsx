// Turning a customer's sign-in off (and back on) through the setCustomerDisabled callable, asked
// twice; the figure shown comes from the stored flag after the change.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { Dialog, FormStatus } from 'shared-ui';
import { setCustomerDisabled } from '../../../lib/admin-callables';
import { useAction } from '../../../hooks/use-action';

export function CustomerAccess({ uid, email, disabled }: { uid: string; email: string; disabled: boolean }) {
  const revalidator = useRevalidator();
  const [confirming, setConfirming] = useState(false);
  const action = useAction(async () => {
    await setCustomerDisabled({ uid, disabled: !disabled });
    await revalidator.revalidate();
    return disabled ? `${email} can sign in again.` : `${email} can no longer sign in.`;
  });
  const change = () => {
    setConfirming(false);
    void action.run();
  };
  return (
    <section className="admin-card" aria-labelledby="customer-access-heading">
      <h2 id="customer-access-heading">Sign-in</h2>
      <p>{disabled ? 'Sign-in is turned off for this customer.' : 'This customer can sign in.'}</p>
      <button
        type="button"
        className={`button${disabled ? '' : ' button--danger'}`}
        disabled={action.pending}
        onClick={() => (disabled ? change() : setConfirming(true))}
      >
        {disabled ? 'Turn sign-in back on' : 'Turn off sign-in'}
      </button>
      <FormStatus state={action.state} />
      <Dialog open={confirming} onClose={() => setConfirming(false)} title={`Turn off sign-in for ${email}?`}>
        <p>They are signed out on their devices and cannot sign in until you turn it back on. Their orders and data stay.</p>
        <div className="form-actions">
          <button type="button" className="button button--danger" onClick={change}>
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
