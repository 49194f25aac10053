// Turning a customer's sign-in off (and back on) through the setCustomerDisabled callable, asked
// twice; the figure shown comes from the stored flag after the change.
import { useRevalidator } from 'shared-router';
import { FormStatus } from 'shared-ui';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { setCustomerDisabled } from '../../../lib/admin-callables';
import { useAction } from '../../../hooks/use-action';

export function CustomerAccess({ uid, email, disabled }: { uid: string; email: string; disabled: boolean }) {
  const revalidator = useRevalidator();
  const { ask, dialog } = useConfirm();
  const action = useAction(async () => {
    await setCustomerDisabled({ uid, disabled: !disabled });
    await revalidator.revalidate();
    return disabled ? `${email} can sign in again.` : `${email} can no longer sign in.`;
  });
  // Turning sign-in off asks first (and says a refusal in the question); turning it back on does not.
  const turnOff = () =>
    ask({
      title: `Turn off sign-in for ${email}?`,
      body: <p>They are signed out on their devices and cannot sign in until you turn it back on. Their orders and data stay.</p>,
      confirmLabel: 'Turn off sign-in',
      danger: true,
      action: async () => {
        await setCustomerDisabled({ uid, disabled: true });
        await revalidator.revalidate();
        action.succeed(`${email} can no longer sign in.`);
      },
    });
  return (
    <>
      <section className="admin-card" aria-labelledby="customer-access-heading">
        <h2 id="customer-access-heading">Sign-in</h2>
        <p>{disabled ? 'Sign-in is turned off for this customer.' : 'This customer can sign in.'}</p>
        <button
          type="button"
          className={`button${disabled ? '' : ' button--danger'}`}
          disabled={action.pending}
          onClick={() => (disabled ? void action.run() : turnOff())}
        >
          {disabled ? 'Turn sign-in back on' : 'Turn off sign-in'}
        </button>
        <FormStatus state={action.state} />
      </section>
      {/* Outside the card: its question and outcome are not the card's status line. */}
      {dialog}
    </>
  );
}
