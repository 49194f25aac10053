// The blog editor's one save path, for its buttons and its autosave: the address is checked to be
// free (only a new one: not at every autosave), the post's old addresses are kept so they redirect,
// and the post is written only if nobody saved it since the editor loaded it (else the editor shows
// the conflict, with the fields they changed). After a save the device copy is dropped and the
// stored version read back; a new post opens at its own address instead.
import { useCallback, useRef, useState, type RefObject } from 'react';
import { useNavigate, useRevalidator } from 'shared-router';
import { readingMinutesOf, type BlogPost } from 'shared-data';
import { ConflictError, blogPostFieldsOf, previousSlugsAfter, type BlogPostFormOutput, type BlogPostFormValues } from 'shared-data/admin';
import { routeHref } from 'shared-data/routes';
import { FormError } from 'shared-ui';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { blogSlugUsedBy, fetchAdminPost, saveBlogPost, type BlogSaveIntent } from '../../../lib/admin-blogs';
import { clearLocalCopy } from '../lib/local-copy';

/** The editor's form values of a stored post (empty for a new one). */
export const valuesOf = (post: BlogPost | null): BlogPostFormValues => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  authorName: post?.author.name ?? '',
  authorRole: post?.author.role ?? '',
  tags: post?.tags ?? [],
  cover: post?.cover ? { src: post.cover.src, alt: post.cover.alt, width: post.cover.width, height: post.cover.height } : null,
  body: post?.body ?? '',
  seoTitle: post?.seo.title ?? '',
  seoDescription: post?.seo.description ?? '',
  seoImage: post?.seo.image ?? '',
});

/** The device copy's key of a post: its id, or "new". */
export const copyKeyOf = (postId: string, post: BlogPost | null) => (post === null ? 'new' : postId);

export function useBlogSave({ postId, post, allowLeaving }: { postId: string; post: BlogPost | null; allowLeaving: RefObject<() => void> }) {
  const actor = useAdminActor();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const isNew = post === null;
  const copyKey = copyKeyOf(postId, post);
  // The stored version saves go over, and the values it was saved with.
  const [base, setBase] = useState(post);
  const [saved, setSaved] = useState(() => valuesOf(post));
  const [conflict, setConflict] = useState<string[] | null>(null);
  // True while a save writes (an autosave due then waits).
  const saving = useRef(false);

  // Writes the post with the given intent; shared by the buttons and the autosave.
  const persist = useCallback(
    async (checked: BlogPostFormOutput, typed: BlogPostFormValues, how: BlogSaveIntent, auto: boolean): Promise<void> => {
      const db = await loadSignedInDb();
      if (!db || !actor) throw new FormError('You are signed out or offline, so nothing was saved. Your changes are kept on this device.');
      // The stored address was checked when it was saved: only a new one is looked up (not at every autosave).
      const takenBy = base && checked.slug === base.slug ? null : await blogSlugUsedBy(db, checked.slug, postId).catch(() => null);
      if (takenBy) throw new FormError('Choose another address.', { slug: `The post “${takenBy}” uses this address (now or before). Choose another.` });
      const fields = {
        ...blogPostFieldsOf(checked, readingMinutesOf(checked.body)),
        previousSlugs: previousSlugsAfter(
          base ? { slug: base.slug, previousSlugs: base.previousSlugs, wasPublic: base.status === 'published' } : null,
          checked.slug,
        ),
      };
      saving.current = true;
      try {
        await saveBlogPost({ db, actor, postId, base, fields, intent: how, auto });
      } catch (error) {
        if (error instanceof ConflictError) {
          setConflict(Object.keys(error.changes));
          throw new FormError('Someone else saved this post after you opened it. Load their version, or save yours over it.');
        }
        throw new FormError('The post could not be saved. Check the connection and save again; your text is kept on this device.');
      } finally {
        saving.current = false;
      }
      clearLocalCopy(copyKey);
      setSaved(typed);
      if (isNew) {
        allowLeaving.current();
        void navigate(routeHref('admin-blog', { postId }, 'created=1'), { replace: true });
        return;
      }
      setBase(await fetchAdminPost(db, postId));
      void revalidator.revalidate();
    },
    [actor, base, copyKey, isNew, navigate, postId, revalidator, allowLeaving],
  );

  return { base, setBase, saved, setSaved, conflict, setConflict, saving, persist };
}
