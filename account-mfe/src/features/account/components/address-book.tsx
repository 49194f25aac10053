// Addresses: list, add, edit, delete and set the default.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { addAddress, deleteAddress, setDefaultAddress, updateAddress } from 'shared-auth';
import type { Address, AddressInput } from 'shared-data';
import { FormStatus } from 'shared-ui';
import { AddressForm } from 'shared-ui/address-form';

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: string };

function toInput(address: Address): AddressInput {
  const { id: _id, createdAt: _createdAt, ...input } = address;
  return input;
}

export function AddressBook({ addresses }: { addresses: Address[] }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [status, setStatus] = useState<{ success?: string; error?: string }>({});

  const finish = async (result: { success: boolean; error?: string }, message: string) => {
    if (!result.success) return result.error ?? 'Saving failed.';
    setEditing({ kind: 'none' });
    setStatus({ success: message });
    await revalidator.revalidate();
    return undefined;
  };

  return (
    <section aria-labelledby="addresses-heading" className="card account-section">
      <h2 id="addresses-heading">Addresses</h2>
      <FormStatus success={status.success} error={status.error} />
      {addresses.length === 0 && editing.kind !== 'new' ? <p>You have no saved addresses yet.</p> : null}
      <ul className="address-list">
        {addresses.map((address) => (
          <li key={address.id} className="address-list__item" aria-label={`${address.label || 'Address'}: ${address.line1}, ${address.city}`}>
            {editing.kind === 'edit' && editing.id === address.id ? (
              <AddressForm
                initial={toInput(address)}
                submitLabel="Save address"
                onCancel={() => setEditing({ kind: 'none' })}
                onSubmit={async (input) => finish(await updateAddress(address.id, input), 'Address saved.')}
              />
            ) : (
              <>
                <address>
                  <strong>{address.label || address.fullName}</strong>
                  {address.isDefault ? <span className="badge badge--ok">Default</span> : null}
                  <br />
                  {address.fullName}, {address.phone}
                  <br />
                  {address.line1}
                  {address.line2 ? `, ${address.line2}` : ''}
                  <br />
                  {address.city}, {address.state} {address.postalCode}, {address.country}
                </address>
                <div className="form-actions">
                  <button type="button" className="button" onClick={() => setEditing({ kind: 'edit', id: address.id })}>
                    Edit
                  </button>
                  {!address.isDefault ? (
                    <button
                      type="button"
                      className="button"
                      onClick={async () => {
                        const result = await setDefaultAddress(address.id);
                        setStatus(result.success ? { success: 'Default address changed.' } : { error: result.error ?? 'Not changed.' });
                        if (result.success) await revalidator.revalidate();
                      }}
                    >
                      Set as default
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={async () => {
                      if (!window.confirm(`Delete the address "${address.line1}, ${address.city}"?`)) return;
                      const result = await deleteAddress(address.id);
                      setStatus(result.success ? { success: 'Address deleted.' } : { error: result.error ?? 'Not deleted.' });
                      if (result.success) await revalidator.revalidate();
                    }}
                  >
                    Delete
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing.kind === 'new' ? (
        <AddressForm
          submitLabel="Add address"
          onCancel={() => setEditing({ kind: 'none' })}
          onSubmit={async (input) => finish(await addAddress(input), 'Address added.')}
        />
      ) : (
        <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })}>
          Add an address
        </button>
      )}
    </section>
  );
}
