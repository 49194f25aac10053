// /admin/categories (Manage Categories): the categories in shop order with their product counts,
// reordered by drag and drop or the keyboard; each edited (name, description, image,
// subcategories) or deleted when no product uses it; new ones added. The counts are kept by the
// product trigger; renames reach the products through the saveCategory callable.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { defineRoute, fetchCategories, useRouteData, type CategoryInfo, type RemoteLoaderArgs } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { CategoryEditor } from '../features/categories/components/category-editor';
import { CategoryOrder } from '../features/categories/components/category-order';
import { AdminCallError, deleteCategory, reorderCategories } from '../lib/admin-callables';
import { useConfirm } from '../components/confirm-dialog/confirm-dialog';
import { loadPage } from '../lib/page-loader';

async function loader({ context }: RemoteLoaderArgs) {
  return loadPage(context.db, { what: 'the categories', empty: { categories: [] as CategoryInfo[] } }, async (db) => ({
    categories: await fetchCategories(db),
  }));
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; slug: string };

function CategoriesPage() {
  const { categories, error } = useRouteData<typeof loader>();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const { ask, dialog } = useConfirm();
  const current = editing.kind === 'edit' ? (categories.find((category) => category.slug === editing.slug) ?? null) : null;

  const reorder = async (slugs: string[]) => {
    setBusy(true);
    setStatus({ kind: 'ok', text: 'Saving the new order…' });
    try {
      await reorderCategories(slugs);
      setStatus({ kind: 'ok', text: 'The new order is saved; the shop shows it now.' });
      await revalidator.revalidate();
    } catch (failure) {
      setStatus({ kind: 'error', text: failure instanceof AdminCallError ? failure.message : 'The order could not be saved; it was put back.' });
      throw failure;
    } finally {
      setBusy(false);
    }
  };

  const remove = (category: NonNullable<typeof current>) =>
    ask({
      title: `Delete the category ${category.name}?`,
      body: <p>Its page in the shop stops working. This cannot be undone.</p>,
      confirmLabel: `Delete ${category.name}`,
      danger: true,
      action: async () => {
        try {
          await deleteCategory(category.slug, category.updatedAt);
        } catch (failure) {
          throw failure instanceof AdminCallError ? failure : new Error('The category could not be deleted.');
        }
        setEditing({ kind: 'none' });
        setStatus({ kind: 'ok', text: `Deleted ${category.name}.` });
        await revalidator.revalidate();
      },
    });

  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-categories"
        title="Manage Categories"
        description="The order here is the order of the shop's menus and category pages."
        actions={
          <button type="button" className="button button--primary" onClick={() => setEditing({ kind: 'new' })} disabled={editing.kind === 'new'}>
            Add category
          </button>
        }
      />
      {error ? (
        <p className="admin-alert admin-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <p role={status?.kind === 'error' ? 'alert' : 'status'} className={status?.kind === 'error' ? 'admin-alert admin-alert--error' : 'admin-status-line'}>
        {status?.text ?? ''}
      </p>
      <div className="admin-form">
        <div className="admin-form__main">
          {categories.length === 0 && !error ? (
            <p className="admin-card">There are no categories yet. Add the first one.</p>
          ) : (
            <CategoryOrder categories={categories} onReorder={reorder} onEdit={(slug) => setEditing({ kind: 'edit', slug })} busy={busy} />
          )}
        </div>
        <div className="admin-form__side">
          {editing.kind === 'none' ? (
            <p className="admin-card">Choose Edit on a category to change it, or add a new one.</p>
          ) : (
            <>
              <CategoryEditor
                key={editing.kind === 'edit' ? `${editing.slug}-${current?.updatedAt ?? ''}` : 'new'}
                category={current}
                onSaved={async (message) => {
                  setStatus({ kind: 'ok', text: message });
                  setEditing({ kind: 'none' });
                  await revalidator.revalidate();
                }}
                onCancel={() => setEditing({ kind: 'none' })}
                onReload={() => void revalidator.revalidate()}
              />
              {current ? (
                <div className="admin-card">
                  <h2>Delete</h2>
                  <p>
                    {current.productCount > 0
                      ? `${current.productCount} active products are in ${current.name}; move them (and any drafts) to another category first.`
                      : `No active product is in ${current.name}. Drafts or archived products in it would also block the deletion.`}
                  </p>
                  <button type="button" className="button" onClick={() => remove(current)} disabled={busy}>
                    Delete {current.name}
                  </button>
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
      {dialog}
    </section>
  );
}

export default defineRoute({ loader, Component: CategoriesPage });
