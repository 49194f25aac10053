// Archiving and deleting a product, kept apart from the editor's Save and asked in a confirmation.
// Archiving hides the product from the shop and keeps it for orders and reports; deleting removes
// the document for good and is offered only for products not in the shop (orders keep their own copy
// of each line, so past orders stay whole). Both are audited writes against the version shown.
import { useNavigate } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import type { Product } from 'shared-data';
import { auditedWrite, ConflictError, type Actor } from 'shared-data/admin';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { routeHref } from 'shared-data/routes';

type BrowserDb = NonNullable<Awaited<ReturnType<typeof loadSignedInDb>>>;

export function ProductDangerZone({ product, onChanged }: { product: Product; onChanged: (message: string) => void }) {
  const actor = useAdminActor();
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();
  const label = `${product.title} (${product.sku})`;
  const base = { status: product.status, updatedAt: product.updatedAt };

  const write = async (change: (db: BrowserDb, actor: Actor) => Promise<unknown>) => {
    const db = await loadSignedInDb();
    if (!db || !actor) throw new Error('You are not connected to the database; reload the page and try again.');
    try {
      await change(db, actor);
    } catch (error) {
      throw error instanceof ConflictError ? error : new Error('The change could not be made: the shop could not be reached. Try again.');
    }
  };

  const archive = () =>
    ask({
      title: `Archive ${product.title}?`,
      body: <p>Shoppers will no longer find it; its page answers "not found". Orders and reports keep it.</p>,
      confirmLabel: 'Archive',
      action: async () => {
        await write((db, actor) =>
          auditedWrite({
            db,
            actor,
            kind: 'update',
            collection: 'prod',
            id: product.id,
            action: 'product.archive',
            summary: `Archived ${label}`,
            data: { status: 'archived' },
            base,
          }),
        );
        onChanged(`Archived ${product.title}: it is no longer in the shop.`);
      },
    });

  const remove = () =>
    ask({
      title: `Delete ${product.title}?`,
      body: <p>This cannot be undone. Past orders keep their own copy of it.</p>,
      confirmLabel: 'Delete for good',
      danger: true,
      action: async () => {
        await write((db, actor) =>
          auditedWrite({ db, actor, kind: 'delete', collection: 'prod', id: product.id, action: 'product.delete', summary: `Deleted ${label}`, base }),
        );
        await navigate(routeHref('admin-products'));
      },
    });

  return (
    <section className="admin-card admin-danger" aria-labelledby="product-danger-heading">
      <h2 id="product-danger-heading">Archive or delete</h2>
      {product.status !== 'archived' ? (
        <p>
          <button type="button" className="button" onClick={archive}>
            Archive product
          </button>{' '}
          Hides it from the shop; orders and reports keep it.
        </p>
      ) : null}
      {product.status !== 'active' ? (
        <p>
          <button type="button" className="button button--danger" onClick={remove}>
            Delete product
          </button>{' '}
          Removes it for good. Past orders keep their own copy of it.
        </p>
      ) : (
        <p className="field__hint">An active product cannot be deleted: archive it first.</p>
      )}
      {dialog}
    </section>
  );
}
