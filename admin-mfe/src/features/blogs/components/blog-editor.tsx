// The editor of one Glam Buzz post: title, address (made from the title until edited; unique; a
// published post's old address redirects), excerpt, author, tags (suggested from the ones in use),
// cover from the media library, the Markdown body with a formatting toolbar beside its preview
// (the public post's component and sanitiser), reading time, and the search and social fields with
// a search-result preview. Nothing is lost: every change is kept on this device until saved (and
// offered back when the editor opens), a draft also saves itself a few seconds after typing stops,
// and leaving with unsaved changes asks first. Save as draft, publish now, or schedule for a time:
// the schedule publishes it on the server, so shoppers never see it early.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate, useRevalidator } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { readingMinutesOf, slugify, type BlogPost } from 'shared-data';
import {
  ConflictError,
  BLOG_LIMITS,
  blogPostFieldsOf,
  blogPostFormSchema,
  previousSlugsAfter,
  type BlogPostFormValues,
  type BlogPostFormOutput,
} from 'shared-data/admin';
import { FormError, FormStatus, TextAreaField, TextField, useForm } from 'shared-ui';
import { MarkdownContent } from 'shared-ui/markdown';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { lengthHint, SeoListingFields } from '../../../components/search-preview/search-preview';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { blogSlugUsedBy, deleteBlogPost, fetchAdminPost, saveBlogPost, type BlogSaveIntent } from '../../../lib/admin-blogs';
import { clearLocalCopy, readLocalCopy, writeLocalCopy, type LocalCopy } from '../lib/local-copy';
import { applyMarkdownFormat, type MarkdownFormat } from '../lib/markdown-format';
import { formatIst } from 'shared-data/dates';
import { routeHref } from 'shared-data/routes';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';

/** A draft saves itself this long after the last change. */
const AUTOSAVE_DELAY_MS = 4_000;
const LOCAL_COPY_DELAY_MS = 300;

const valuesOf = (post: BlogPost | null): BlogPostFormValues => ({
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

const same = (a: BlogPostFormValues, b: BlogPostFormValues) => JSON.stringify(a) === JSON.stringify(b);

/** `YYYY-MM-DDTHH:MM` in this computer's time, as a datetime-local input takes it. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const noSubscription = () => () => undefined;

// The copy this device held when the editor opened, read once per opening (the copy changes as
// the person types; the offer to restore it must not).
const copiesAtOpening = new Map<string, LocalCopy | null>();
function copyAtOpening(key: string): LocalCopy | null {
  if (!copiesAtOpening.has(key)) copiesAtOpening.set(key, readLocalCopy(key));
  return copiesAtOpening.get(key) ?? null;
}

const TOOLBAR: Array<{ format: MarkdownFormat; label: string; text: string }> = [
  { format: 'bold', label: 'Bold', text: 'B' },
  { format: 'italic', label: 'Italic', text: 'I' },
  { format: 'heading', label: 'Heading', text: 'H' },
  { format: 'link', label: 'Link', text: 'Link' },
  { format: 'bullets', label: 'Bulleted list', text: '• List' },
  { format: 'numbers', label: 'Numbered list', text: '1. List' },
  { format: 'quote', label: 'Quote', text: '“ Quote' },
];

export interface BlogEditorProps {
  postId: string;
  post: BlogPost | null;
  /** Tags in use on other posts, most used first. */
  tagSuggestions: string[];
  origin: string;
}

export function BlogEditor({ postId, post, tagSuggestions, origin }: BlogEditorProps) {
  const actor = useAdminActor();
  const navigate = useNavigate();
  const { ask, dialog } = useConfirm();
  // The unsaved-changes guard's "let this navigation through", for the save below (set once the guard exists).
  const leaveAllowed = useRef<() => void>(() => undefined);
  const revalidator = useRevalidator();
  const isNew = post === null;
  const copyKey = isNew ? 'new' : postId;
  const [base, setBase] = useState(post);
  const [saved, setSaved] = useState(() => valuesOf(post));
  const [slugTouched, setSlugTouched] = useState(!isNew);
  const [conflict, setConflict] = useState<string[] | null>(null);
  const openingCopy = useSyncExternalStore(
    noSubscription,
    () => copyAtOpening(copyKey),
    () => null,
  );
  const [offerHandled, setOfferHandled] = useState(false);
  const offer = !offerHandled && openingCopy && !same(openingCopy.values, valuesOf(post)) ? openingCopy : null;
  const [deviceNote, setDeviceNote] = useState<string | null>(null);
  const [autosave, setAutosave] = useState<string | null>(null);
  // The schedule input is in this computer's time, which the server does not know: empty in the
  // server's render, filled in by the browser.
  const storedSchedule = useSyncExternalStore(
    noSubscription,
    () => (post?.publishAt ? localInputValue(new Date(post.publishAt)) : ''),
    () => '',
  );
  const earliest = useSyncExternalStore(
    noSubscription,
    () => localInputValue(new Date()),
    () => undefined,
  );
  const [typedSchedule, setScheduleAt] = useState<string | null>(null);
  const scheduleAt = typedSchedule ?? storedSchedule;
  const [tagInput, setTagInput] = useState('');
  const intent = useRef<BlogSaveIntent>({ kind: 'keep' });
  const bodyBox = useRef<HTMLDivElement>(null);
  const savingRef = useRef(false);

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
      savingRef.current = true;
      try {
        await saveBlogPost({ db, actor, postId, base, fields, intent: how, auto });
      } catch (error) {
        if (error instanceof ConflictError) {
          setConflict(Object.keys(error.changes));
          throw new FormError('Someone else saved this post after you opened it. Load their version, or save yours over it.');
        }
        throw new FormError('The post could not be saved. Check the connection and save again; your text is kept on this device.');
      } finally {
        savingRef.current = false;
      }
      clearLocalCopy(copyKey);
      setSaved(typed);
      if (isNew) {
        leaveAllowed.current();
        void navigate(routeHref('admin-blog', { postId }, 'created=1'), { replace: true });
        return;
      }
      setBase(await fetchAdminPost(db, postId));
      void revalidator.revalidate();
    },
    [actor, base, copyKey, isNew, navigate, postId, revalidator],
  );

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
  const dirty = !same(values, saved);
  const status = base?.status ?? 'draft';

  const { dialog: leaveDialog, allowLeaving } = useUnsavedChanges(dirty);
  useEffect(() => {
    leaveAllowed.current = allowLeaving;
  }, [allowLeaving]);

  // The next opening reads the device's copy afresh.
  useEffect(() => () => void copiesAtOpening.delete(copyKey), [copyKey]);

  // Every change goes to this device's copy first.
  useEffect(() => {
    if (!dirty || offer) return undefined;
    const timer = setTimeout(() => {
      const kept = writeLocalCopy(copyKey, { values, baseUpdatedAt: base?.updatedAt ?? null, savedAt: new Date().toISOString() });
      setDeviceNote(kept ? null : 'This browser does not keep a copy of unsaved changes: save before closing the tab.');
    }, LOCAL_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, offer, copyKey, base]);

  // A stored draft saves itself when typing pauses and the form is valid.
  useEffect(() => {
    if (!dirty || isNew || status !== 'draft' || offer || conflict || form.pending) return undefined;
    const timer = setTimeout(() => {
      if (savingRef.current) return;
      const parsed = blogPostFormSchema.safeParse(values);
      if (!parsed.success) {
        setAutosave('Not saved automatically until the errors are fixed. Your changes are kept on this device.');
        return;
      }
      persist(parsed.data, values, { kind: 'draft' }, true)
        .then(() => setAutosave(`Draft saved automatically at ${formatIst(new Date(), 'clock')}.`))
        .catch((error: unknown) =>
          setAutosave(
            error instanceof FormError ? `Not saved automatically: ${error.message}` : 'Not saved automatically. Your changes are kept on this device.',
          ),
        );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, isNew, status, offer, conflict, form.pending, persist]);

  const setTitle = (title: string) => form.setValues((current) => ({ ...current, title, ...(slugTouched ? {} : { slug: slugify(title) }) }));

  const format = (kind: MarkdownFormat) => {
    const area = bodyBox.current?.querySelector('textarea');
    if (!area) return;
    const edit = applyMarkdownFormat(values.body, area.selectionStart, area.selectionEnd, kind);
    form.setValue('body', edit.text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  const insertImage = (src: string, alt: string) => {
    const area = bodyBox.current?.querySelector('textarea');
    const at = area ? area.selectionEnd : values.body.length;
    const snippet = `\n\n![${alt.replace(/[[\]]/g, '')}](${src})\n\n`;
    form.setValue('body', values.body.slice(0, at) + snippet + values.body.slice(at));
  };

  const addTag = (raw: string) => {
    const tag = raw.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
    setTagInput('');
    if (!tag || values.tags.includes(tag)) return;
    form.setValue('tags', [...values.tags, tag]);
  };

  const submitWith = (how: BlogSaveIntent) => {
    intent.current = how;
    void form.submit();
  };

  const schedule = () => {
    const at = scheduleAt ? new Date(scheduleAt) : null;
    if (!at || Number.isNaN(at.getTime())) {
      form.setStatus({ kind: 'error', message: 'Choose the date and time to publish the post.' });
      return;
    }
    submitWith({ kind: 'schedule', at });
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

  const remove = (post: BlogPost) =>
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
        clearLocalCopy(copyKey);
        setSaved(values);
        allowLeaving();
        void navigate(routeHref('admin-blogs'));
      },
    });

  const readingMinutes = useMemo(() => readingMinutesOf(values.body), [values.body]);
  const storedPath = base ? `/blogs/${encodeURIComponent(base.slug)}` : null;
  const searchTitle = values.seoTitle || values.title || 'Post title';
  const searchDescription = values.seoDescription || values.excerpt || 'The excerpt, or the start of the post, is shown here.';
  const renamed = base?.status === 'published' && values.slug !== base.slug && values.slug !== '';

  return (
    <form {...form.formProps} className="admin-page-editor blog-editor" aria-label={`Edit ${saved.title || 'new post'}`}>
      {leaveDialog}
      {offer ? (
        <div className="admin-alert admin-alert--warning" role="alert">
          <p>
            Changes to this post from {formatIst(offer.savedAt, 'dateTime')} were not saved, and were kept on this device.
            {offer.baseUpdatedAt !== (base?.updatedAt ?? null) ? ' The post has been saved since then, so restoring them replaces the newer text.' : ''}
          </p>
          <div className="form-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => {
                form.setValues(() => offer.values);
                setSlugTouched(true);
                setOfferHandled(true);
              }}
            >
              Restore my changes
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                clearLocalCopy(copyKey);
                setOfferHandled(true);
              }}
            >
              Discard them
            </button>
          </div>
        </div>
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
        <div className="field">
          <span className="field__label" id={`${postId}-tags`}>
            Tags <span className="field__optional">(optional)</span>
          </span>
          <ul className="blog-editor__tags" aria-labelledby={`${postId}-tags`}>
            {values.tags.map((tag) => (
              <li key={tag} className="blog-editor__tag">
                {tag}
                <button
                  type="button"
                  className="blog-editor__tag-remove"
                  aria-label={`Remove the tag ${tag}`}
                  onClick={() =>
                    form.setValue(
                      'tags',
                      values.tags.filter((entry) => entry !== tag),
                    )
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <div className="admin-inline-form">
            <input
              className="field__input"
              aria-label="Add a tag"
              list={`${postId}-tag-suggestions`}
              value={tagInput}
              onChange={(event) => setTagInput(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ',') {
                  event.preventDefault();
                  addTag(tagInput);
                }
              }}
            />
            <datalist id={`${postId}-tag-suggestions`}>
              {tagSuggestions
                .filter((tag) => !values.tags.includes(tag))
                .map((tag) => (
                  <option key={tag} value={tag} />
                ))}
            </datalist>
            <button type="button" className="button" disabled={!tagInput.trim()} onClick={() => addTag(tagInput)}>
              Add tag
            </button>
          </div>
          {form.errors.tags ? <p className="field__error">{form.errors.tags}</p> : null}
        </div>
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
        <div className="admin-card admin-fieldset" ref={bodyBox}>
          <div className="blog-editor__toolbar" role="toolbar" aria-label="Formatting">
            {TOOLBAR.map((tool) => (
              <button
                key={tool.format}
                type="button"
                className="button blog-editor__tool"
                aria-label={tool.label}
                title={tool.label}
                onClick={() => format(tool.format)}
              >
                {tool.text}
              </button>
            ))}
            <MediaPicker onPick={(image) => insertImage(image.src, image.alt)} />
          </div>
          <TextAreaField
            label="Post text (Markdown)"
            rows={24}
            hint={`${readingMinutes} min read. # Heading, **bold**, *italic*, - list items, [link text](https://…). Raw HTML is removed.`}
            {...form.field('body')}
          />
        </div>
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

      <fieldset className="admin-card admin-fieldset">
        <legend>Publishing</legend>
        <p>
          <span className={`admin-status admin-status--${status}`}>{status === 'draft' ? 'Draft' : status === 'scheduled' ? 'Scheduled' : 'Published'}</span>{' '}
          {status === 'scheduled' && base?.publishAt ? `Goes live on ${formatIst(base.publishAt, 'dateTime')} (India time).` : null}
          {status === 'draft' ? 'Shoppers cannot see it.' : null}
          {status === 'published' ? 'Shoppers can read it.' : null}
        </p>
        {status !== 'published' ? (
          <div className="admin-inline-form">
            <TextField
              label="Publish on (this computer's time)"
              type="datetime-local"
              value={scheduleAt}
              min={earliest}
              error={form.errors['scheduleAt']}
              onChange={(event) => setScheduleAt(event.target.value)}
            />
            <button type="button" className="button" disabled={form.pending} onClick={schedule}>
              {status === 'scheduled' ? 'Reschedule' : 'Schedule'}
            </button>
          </div>
        ) : null}
      </fieldset>

      <div className="admin-form__actions">
        {status === 'published' ? (
          <>
            <button type="button" className="button button--primary" disabled={form.pending} onClick={() => submitWith({ kind: 'keep' })}>
              {form.pending ? 'Saving…' : 'Save changes'}
            </button>
            <button type="button" className="button" disabled={form.pending} onClick={() => submitWith({ kind: 'draft' })}>
              Unpublish
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button button--primary" disabled={form.pending} onClick={() => submitWith({ kind: 'publish' })}>
              Publish now
            </button>
            <button
              type="button"
              className="button"
              disabled={form.pending}
              onClick={() => submitWith(status === 'scheduled' ? { kind: 'keep' } : { kind: 'draft' })}
            >
              {form.pending ? 'Saving…' : status === 'scheduled' ? 'Save changes' : 'Save draft'}
            </button>
            {status === 'scheduled' ? (
              <button type="button" className="button" disabled={form.pending} onClick={() => submitWith({ kind: 'draft' })}>
                Cancel the schedule
              </button>
            ) : null}
          </>
        )}
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
        <section className="admin-card admin-danger" aria-label="Danger zone">
          <h2>Delete this post</h2>
          <p className="admin-muted">Its address stops working for shoppers. Consider unpublishing instead.</p>
          <button type="button" className="button button--danger" onClick={() => remove(base)}>
            Delete the post
          </button>
        </section>
      ) : null}
      {dialog}
    </form>
  );
}
