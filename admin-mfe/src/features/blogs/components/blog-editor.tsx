// The editor of one Glam Buzz post: title, address (made from the title until edited; unique; a
// published post's old address redirects), excerpt, author, tags (suggested from the ones in use),
// cover from the media library, the Markdown body with a formatting toolbar beside its preview
// (the public post's component and sanitiser), reading time, and the search and social fields with
// a search-result preview. Nothing is lost: every change is kept on this device until saved (and
// offered back when the editor opens), a draft also saves itself a few seconds after typing stops,
// and leaving with unsaved changes asks first. Save as draft, publish now, or schedule for a time:
// the schedule publishes it on the server, so shoppers never see it early. This file composes the
// parts: the save path (blog-save), the device copy and autosave (blog-autosave), the tags, the
// body's toolbar (blog-toolbar), publishing and scheduling (blog-schedule), and deleting.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { readingMinutesOf, slugify, type BlogPost } from 'shared-data';
import { BLOG_LIMITS, blogPostFormSchema, type BlogPostFormValues, type BlogPostFormOutput } from 'shared-data/admin';
import { FormError, FormStatus, TextAreaField, TextField, useForm } from 'shared-ui';
import { MarkdownContent } from 'shared-ui/markdown';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { lengthHint, SeoListingFields } from '../../../components/search-preview/search-preview';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { fetchAdminPost, type BlogSaveIntent } from '../../../lib/admin-blogs';
import { clearLocalCopy } from '../lib/local-copy';
import { formatIst } from 'shared-data/dates';
import { routeHref } from 'shared-data/routes';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';
import { RestoreOffer, useBlogAutosave } from './blog-autosave';
import { BlogDangerZone } from './blog-delete';
import { copyKeyOf, useBlogSave, valuesOf } from './blog-save';
import { BlogPublishButtons, BlogSchedule } from './blog-schedule';
import { BlogTags } from './blog-tags';
import { BlogBodyField } from './blog-toolbar';

export interface BlogEditorProps {
  postId: string;
  post: BlogPost | null;
  /** Tags in use on other posts, most used first. */
  tagSuggestions: string[];
  origin: string;
}

export function BlogEditor({ postId, post, tagSuggestions, origin }: BlogEditorProps) {
  const navigate = useNavigate();
  // The unsaved-changes guard's "let this navigation through", for the save path (set once the guard exists).
  const leaveAllowed = useRef<() => void>(() => undefined);
  const isNew = post === null;
  const copyKey = copyKeyOf(postId, post);
  const { base, setBase, saved, setSaved, conflict, setConflict, saving, persist } = useBlogSave({ postId, post, allowLeaving: leaveAllowed });
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [autosave, setAutosave] = useState<string | null>(null);
  const intent = useRef<BlogSaveIntent>({ kind: 'keep' });

  const form = useForm<BlogPostFormValues, BlogPostFormOutput>({
    initialValues: saved,
    schema: blogPostFormSchema,
    onSubmit: async (checked, typed) => {
      const how = intent.current;
      if (how.kind === 'schedule' && how.at.getTime() <= Date.now()) {
        throw new FormError('Choose a time in the future to schedule the post.', { scheduleAt: 'Choose a time in the future.' });
      }
      await persist(checked, typed, how, false);
      setAutosave(null);
      if (how.kind === 'publish') return 'Published. Shoppers see the post now.';
      if (how.kind === 'schedule') return `Scheduled: the post goes live on ${formatIst(how.at, 'dateTime')} (India time).`;
      if (how.kind === 'draft') return base?.status === 'draft' || isNew ? 'Draft saved.' : 'Moved back to drafts: shoppers no longer see it.';
      return 'Changes saved.';
    },
  });
  const { values } = form;
  const status = base?.status ?? 'draft';
  const { dirty, offer, offerTaken, discardOffer, deviceNote } = useBlogAutosave({
    copyKey,
    opened: valuesOf(post),
    values,
    saved,
    baseUpdatedAt: base?.updatedAt ?? null,
    canAutosave: !isNew && status === 'draft' && !conflict && !form.pending,
    saving,
    persist,
    onNote: setAutosave,
  });

  const { dialog: leaveDialog, allowLeaving } = useUnsavedChanges(dirty);
  useEffect(() => {
    leaveAllowed.current = allowLeaving;
  }, [allowLeaving]);

  const setTitle = (title: string) => form.setValues((current) => ({ ...current, title, ...(slugTouched ? {} : { slug: slugify(title) }) }));

  const submitWith = (how: BlogSaveIntent) => {
    intent.current = how;
    void form.submit();
  };

  const reloadTheirs = async (keepMine: boolean) => {
    const db = await loadSignedInDb();
    if (!db) return;
    const current = await fetchAdminPost(db, postId);
    setBase(current);
    setConflict(null);
    if (!keepMine) {
      const theirs = valuesOf(current);
      setSaved(theirs);
      form.reset(theirs);
    }
  };

  const readingMinutes = useMemo(() => readingMinutesOf(values.body), [values.body]);
  const storedPath = base ? `/blogs/${encodeURIComponent(base.slug)}` : null;
  const searchTitle = values.seoTitle || values.title || 'Post title';
  const searchDescription = values.seoDescription || values.excerpt || 'The excerpt, or the start of the post, is shown here.';
  const renamed = base?.status === 'published' && values.slug !== base.slug && values.slug !== '';

  return (
    <form {...form.formProps} className="admin-page-editor blog-editor" aria-label={`Edit ${saved.title || 'new post'}`}>
      {leaveDialog}
      {offer ? (
        <RestoreOffer
          offer={offer}
          newer={offer.baseUpdatedAt !== (base?.updatedAt ?? null)}
          onRestore={() => {
            form.setValues(() => offer.values);
            setSlugTouched(true);
            offerTaken();
          }}
          onDiscard={discardOffer}
        />
      ) : null}
      {conflict ? (
        <ConflictNotice
          what="this post"
          changes={conflict}
          onLoadTheirs={() => void reloadTheirs(false)}
          onKeepMine={() => void reloadTheirs(true)}
          keepLabel="Keep mine (then save again)"
        />
      ) : null}

      <div className="admin-card admin-fieldset">
        <TextField
          label="Title"
          value={values.title}
          error={form.errors.title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={BLOG_LIMITS.title}
        />
        <TextField
          label="Address"
          hint={
            renamed
              ? `Shoppers and search engines that use /blogs/${base?.slug ?? ''} are sent to the new address.`
              : `${origin}/blogs/${values.slug || '…'}${slugTouched ? '' : ' (made from the title until you change it)'}`
          }
          value={values.slug}
          error={form.errors.slug}
          onChange={(event) => {
            setSlugTouched(true);
            form.setValue('slug', event.target.value.toLowerCase());
          }}
        />
        <TextAreaField
          label="Excerpt"
          optional
          rows={2}
          hint={lengthHint(values.excerpt.length, BLOG_LIMITS.excerptIdeal, 'excerpts')}
          {...form.field('excerpt')}
        />
        <div className="admin-form__row">
          <TextField label="Author" optional {...form.field('authorName')} />
          <TextField label="Author's role" optional {...form.field('authorRole')} />
        </div>
        <BlogTags idPrefix={postId} tags={values.tags} suggestions={tagSuggestions} error={form.errors.tags} onChange={(tags) => form.setValue('tags', tags)} />
      </div>

      <fieldset className="admin-card admin-fieldset">
        <legend>Cover image</legend>
        {values.cover ? (
          <div className="blog-editor__cover">
            <img src={values.cover.src} alt={values.cover.alt} width={values.cover.width} height={values.cover.height} loading="lazy" />
            <p className="admin-muted">{values.cover.alt}</p>
            <button type="button" className="button" onClick={() => form.setValue('cover', null)}>
              Remove the cover
            </button>
          </div>
        ) : (
          <p className="admin-muted">No cover: the post is listed without an image.</p>
        )}
        <MediaPicker onPick={(image) => form.setValue('cover', { src: image.src, alt: image.alt, width: image.width, height: image.height })} />
        {form.errors.cover ? <p className="field__error">{form.errors.cover}</p> : null}
      </fieldset>

      <div className="admin-page-editor__body">
        <BlogBodyField field={form.field('body')} readingMinutes={readingMinutes} onBodyChange={(body) => form.setValue('body', body)} />
        <section className="admin-card admin-page-editor__preview" aria-label="Preview of the post">
          <h2 className="admin-muted">Preview</h2>
          <h3 className="blog-editor__preview-title">{values.title || 'Post title'}</h3>
          <p className="admin-muted">
            {values.authorName ? `By ${values.authorName}${values.authorRole ? `, ${values.authorRole}` : ''} · ` : ''}
            {readingMinutes} min read
          </p>
          <MarkdownContent markdown={values.body} topHeadingLevel={3} />
        </section>
      </div>

      <SeoListingFields
        legend="Search and social"
        field={form.field}
        values={values}
        empty={{ title: "the post's title", description: 'the excerpt', image: 'the cover' }}
        preview={{
          label: 'How the post may look in search results',
          url: `${origin.replace(/^https?:\/\//, '')} › blogs › ${values.slug || '…'}`,
          title: searchTitle,
          description: searchDescription,
        }}
      />

      <BlogSchedule
        status={status}
        publishAt={base?.publishAt}
        initialPublishAt={post?.publishAt}
        error={form.errors['scheduleAt']}
        pending={form.pending}
        onSchedule={(at) => submitWith({ kind: 'schedule', at })}
        onError={(message) => form.setStatus({ kind: 'error', message })}
      />

      <div className="admin-form__actions">
        <BlogPublishButtons status={status} pending={form.pending} onSave={submitWith} />
        {storedPath ? (
          <a href={storedPath} className="button" target="_blank" rel="noopener">
            {status === 'published' ? 'View on the site' : 'Preview on the site'}
          </a>
        ) : null}
        <span className="admin-muted" role="status">
          {dirty ? 'Unsaved changes.' : 'No unsaved changes.'} {autosave ?? ''}
        </span>
        <FormStatus state={form.status} />
      </div>
      {deviceNote ? <p className="admin-alert admin-alert--warning">{deviceNote}</p> : null}
      {base ? (
        <BlogDangerZone
          post={base}
          onDeleted={() => {
            clearLocalCopy(copyKey);
            setSaved(values);
            allowLeaving();
            void navigate(routeHref('admin-blogs'));
          }}
        />
      ) : null}
    </form>
  );
}
