// Archiving and deleting a product, kept apart from the editor's Save and asked twice. Archiving
// hides the product from the shop and keeps it for orders and reports; deleting removes the
// document for good and is offered only for products not in the shop (orders keep their own copy
// of each line, so past orders stay whole). Both are audited writes against the version shown.
import { useState } from 'react';
import { useNavigate } from 'shared-router';
import { loadBrowserDb } from 'shared-auth';
import type { Product } from 'shared-data';
import { auditedWrite, ConflictError } from 'shared-data/admin';
import { Dialog, FormStatus, type FormState } from 'shared-ui';
import { useAdminActor } from '../../../hooks/use-admin-actor';

export function ProductDangerZone({ product, onChanged }: { product: Product; onChanged: (message: string) => void }) {
  const actor = useAdminActor();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<'archive' | 'delete' | null>(null);
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const label = `${product.title} (${product.sku})`;

  const run = async (kind: 'archive' | 'delete') => {
    const db = await loadBrowserDb();
    if (!db || !actor) {
      setState({ kind: 'error', message: 'You are not connected to the database; reload the page and try again.' });
      return;
    }
    setState({ kind: 'pending' });
    try {
      if (kind === 'archive') {
        await auditedWrite({
          db,
          actor,
          kind: 'update',
          collection: 'prod',
          id: product.id,
          action: 'product.archive',
          summary: `Archived ${label}`,
          data: { status: 'archived' },
          base: { status: product.status, updatedAt: product.updatedAt },
        });
        setConfirming(null);
        setState({ kind: 'idle' });
        onChanged(`Archived ${product.title}: it is no longer in the shop.`);
      } else {
        await auditedWrite({
          db,
          actor,
          kind: 'delete',
          collection: 'prod',
          id: product.id,
          action: 'product.delete',
          summary: `Deleted ${label}`,
          base: { status: product.status, updatedAt: product.updatedAt },
        });
        setConfirming(null);
        await navigate('/admin/products');
      }
    } catch (error) {
      setState({
        kind: 'error',
        message: error instanceof ConflictError ? error.message : 'The change could not be made: the shop could not be reached. Try again.',
      });
    }
  };

  return (
    <section className="admin-card admin-danger" aria-labelledby="product-danger-heading">
      <h2 id="product-danger-heading">Archive or delete</h2>
      {product.status !== 'archived' ? (
        <p>
          <button type="button" className="button" onClick={() => setConfirming('archive')}>
            Archive product
          </button>{' '}
          Hides it from the shop; orders and reports keep it.
        </p>
      ) : null}
      {product.status !== 'active' ? (
        <p>
          <button type="button" className="button button--danger" onClick={() => setConfirming('delete')}>
            Delete product
          </button>{' '}
          Removes it for good. Past orders keep their own copy of it.
        </p>
      ) : (
        <p className="field__hint">An active product cannot be deleted: archive it first.</p>
      )}
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 'delete' ? `Delete ${product.title}?` : `Archive ${product.title}?`}
      >
        <p>{confirming === 'delete' ? 'This cannot be undone.' : 'Shoppers will no longer find it; its page answers "not found".'}</p>
        <FormStatus state={state} />
        <div className="form-actions">
          <button
            type="button"
            className={`button ${confirming === 'delete' ? 'button--danger' : 'button--primary'}`}
            disabled={state.kind === 'pending'}
            onClick={() => confirming && void run(confirming)}
          >
            {state.kind === 'pending' ? 'Working…' : confirming === 'delete' ? 'Delete for good' : 'Archive'}
          </button>
          <button type="button" className="button" onClick={() => setConfirming(null)}>
            Cancel
          </button>
        </div>
      </Dialog>
    </section>
  );
}
