// /admin/categories (Manage Categories): the categories in shop order with their product counts,
// reordered by drag and drop or the keyboard; each edited (name, description, image,
// subcategories) or deleted when no product uses it; new ones added. The counts are kept by the
// product trigger; renames reach the products through the saveCategory callable.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { defineRoute, useRouteData, type CategoryInfo, type RemoteLoaderArgs } from 'shared-data';
import { fetchCategoriesWithAttributes } from 'shared-data/admin';
import { PageHeader } from '../components/admin-frame/page-header';
import { CategoryEditor } from '../features/categories/components/category-editor';
import { CategoryOrder } from '../features/categories/components/category-order';
import { CategoryDelete } from '../features/categories/components/category-delete';
import { useAction } from '../hooks/use-action';
import { AdminCallError, reorderCategories } from '../lib/admin-callables';
import { loadPage } from '../lib/page-loader';

async function loader({ context }: RemoteLoaderArgs) {
  return loadPage(context.db, { what: 'the categories', empty: { categories: [] as CategoryInfo[] } }, async (db) => ({
    categories: await fetchCategoriesWithAttributes(db),
  }));
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; slug: string };

function CategoriesPage() {
  const { categories, error } = useRouteData<typeof loader>();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const current = editing.kind === 'edit' ? (categories.find((category) => category.slug === editing.slug) ?? null) : null;
  // One status line for the page: the new order, a saved category, a deletion.
  const reorder = useAction(
    async (slugs: string[]) => {
      await reorderCategories(slugs);
      await revalidator.revalidate();
      return 'The new order is saved; the shop shows it now.';
    },
    { errorMessage: (failure) => (failure instanceof AdminCallError ? failure.message : 'The order could not be saved; it was put back.') },
  );
  const done = async (message: string) => {
    setEditing({ kind: 'none' });
    reorder.succeed(message);
    await revalidator.revalidate();
  };

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
      <p role={reorder.error ? 'alert' : 'status'} className={reorder.error ? 'admin-alert admin-alert--error' : 'admin-status-line'}>
        {reorder.pending ? 'Saving the new order…' : (reorder.error ?? reorder.message ?? '')}
      </p>
      <div className="admin-form">
        <div className="admin-form__main">
          {categories.length === 0 && !error ? (
            <p className="admin-card">There are no categories yet. Add the first one.</p>
          ) : (
            <CategoryOrder categories={categories} onReorder={reorder.run} onEdit={(slug) => setEditing({ kind: 'edit', slug })} busy={reorder.pending} />
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
                onSaved={done}
                onCancel={() => setEditing({ kind: 'none' })}
                onReload={() => void revalidator.revalidate()}
              />
              {current ? <CategoryDelete category={current} disabled={reorder.pending} onDeleted={done} /> : null}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export default defineRoute({ loader, Component: CategoriesPage });
