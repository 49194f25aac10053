// Deleting a stored blog post, from the editor's danger zone: asked first (its address stops
// working for shoppers; unpublishing is offered as the milder way), then the post and its device
// copy are gone and the editor goes back to the list.
import type { BlogPost } from 'shared-data';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { deleteBlogPost } from '../../../lib/admin-blogs';
import { loadSignedInDb } from '../../../lib/signed-in-db';

export function BlogDangerZone({ post, onDeleted }: { post: BlogPost; onDeleted: () => void }) {
  const actor = useAdminActor();
  const { ask, dialog } = useConfirm();

  const remove = () =>
    ask({
      title: `Delete “${post.title}”?`,
      body: <p>Shoppers will get “not found” at its address. This cannot be undone.</p>,
      confirmLabel: 'Delete the post',
      danger: true,
      action: async () => {
        const db = await loadSignedInDb();
        if (!db || !actor) throw new Error('You are not connected to the database; reload the page and try again.');
        try {
          await deleteBlogPost(db, actor, post);
        } catch {
          throw new Error('The post could not be deleted. Reload the page and try again.');
        }
        onDeleted();
      },
    });

  return (
    <>
      <section className="admin-card admin-danger" aria-label="Danger zone">
        <h2>Delete this post</h2>
        <p className="admin-muted">Its address stops working for shoppers. Consider unpublishing instead.</p>
        <button type="button" className="button button--danger" onClick={remove}>
          Delete the post
        </button>
      </section>
      {dialog}
    </>
  );
}
