// Deleting a category, beside its editor: what blocks it (products still in it: the callable refuses
// while any product, draft or archived too, uses the slug) and the button that asks first.
import type { CategoryInfo } from 'shared-data';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { AdminCallError, deleteCategory } from '../../../lib/admin-callables';

export function CategoryDelete({
  category,
  disabled,
  onDeleted,
}: {
  category: CategoryInfo;
  disabled: boolean;
  onDeleted: (message: string) => Promise<void>;
}) {
  const { ask, dialog } = useConfirm();
  const remove = () =>
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
        await onDeleted(`Deleted ${category.name}.`);
      },
    });
  return (
    <div className="admin-card">
      <h2>Delete</h2>
      <p>
        {category.productCount > 0
          ? `${category.productCount} active products are in ${category.name}; move them (and any drafts) to another category first.`
          : `No active product is in ${category.name}. Drafts or archived products in it would also block the deletion.`}
      </p>
      <button type="button" className="button" onClick={remove} disabled={disabled}>
        Delete {category.name}
      </button>
      {dialog}
    </div>
  );
}
