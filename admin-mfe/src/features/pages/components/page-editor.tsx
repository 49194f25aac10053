// The editor of one informational page: title, meta description (with the length search results
// show), the Markdown body beside its preview — rendered by the same component and sanitiser as
// the public page — and, for the FAQs, the questions to add, edit, reorder and remove. A save is
// one audited write with the stored version as precondition: a newer save by someone else is
// reported with what they changed, and nothing typed is lost. Leaving with unsaved changes asks.
import { useState } from 'react';
import { useRevalidator } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { PAGES, type ContentPage } from 'shared-data';
import { contentPageFieldsOf, type ContentPageSlug } from 'shared-data/admin';
import { auditedWrite, CONTENT_PAGE_LIMITS, ConflictError, contentPageFormSchema, type AuditChange, type ContentPageFormValues } from 'shared-data/admin';
import { FormError, TextAreaField, TextField, useForm } from 'shared-ui';
import { MarkdownContent } from 'shared-ui/markdown';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { fetchAdminPage } from '../../../lib/admin-pages';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';
import { FormButtons } from '../../../components/form-buttons/form-buttons';

let itemKeys = 0;
const newKey = () => `faq-${(itemKeys += 1)}`;

const valuesOf = (page: ContentPage | null): ContentPageFormValues => ({
  title: page?.title ?? '',
  description: page?.description ?? '',
  body: page?.body ?? '',
  items: (page?.items ?? []).map((item) => ({ key: newKey(), ...item })),
});

export function PageEditor({ slug, page }: { slug: ContentPageSlug; page: ContentPage | null }) {
  const actor = useAdminActor();
  const revalidator = useRevalidator();
  const withItems = slug === 'faqs';
  const [base, setBase] = useState(page);
  const [saved, setSaved] = useState(() => valuesOf(page));
  const [conflict, setConflict] = useState<Record<string, AuditChange> | null>(null);
  const form = useForm<ContentPageFormValues, ReturnType<typeof contentPageFormSchema.parse>>({
    initialValues: saved,
    schema: contentPageFormSchema,
    onSubmit: async (checked, typed) => {
      const db = await loadSignedInDb();
      if (!db || !actor) throw new FormError('You are signed out or offline, so nothing was saved. Your changes stay in the form.');
      const data = contentPageFieldsOf(checked, withItems);
      try {
        await auditedWrite({
          db,
          actor,
          ...(base
            ? {
                kind: 'update' as const,
                base: { title: base.title, description: base.description, body: base.body, items: base.items, updatedAt: base.updatedAt },
              }
            : { kind: 'create' as const }),
          collection: PAGES,
          id: slug,
          action: 'page.update',
          summary: `Changed the page ${checked.title} (/${slug})`,
          data,
        });
      } catch (error) {
        if (error instanceof ConflictError) {
          setConflict(error.changes);
          throw new FormError(
            'Someone else saved this page after you opened it. What they changed is listed above; load their version, or save yours over it.',
          );
        }
        throw new FormError('The page could not be saved. Check the connection and save again; your text stays in the form.');
      }
      const db2 = await loadSignedInDb();
      if (db2) setBase(await fetchAdminPage(db2, slug));
      setSaved(typed);
      void revalidator.revalidate();
      return 'Page saved. Shoppers see it on their next page load.';
    },
  });
  const { values } = form;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);

  const { dialog: leaveDialog } = useUnsavedChanges(dirty);

  const reloadTheirs = async (keepMine: boolean) => {
    const db = await loadSignedInDb();
    if (!db) return;
    const current = await fetchAdminPage(db, slug);
    setBase(current);
    setConflict(null);
    if (!keepMine) {
      const theirs = valuesOf(current);
      setSaved(theirs);
      form.reset(theirs);
    }
  };

  const items = values.items;
  const setItems = (next: ContentPageFormValues['items']) => form.setValue('items', next);
  const move = (index: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    if (item) next.splice(to, 0, item);
    setItems(next);
  };
  const descriptionHint =
    values.description.length > CONTENT_PAGE_LIMITS.descriptionIdeal
      ? `${values.description.length} characters: search results cut descriptions after about ${CONTENT_PAGE_LIMITS.descriptionIdeal}.`
      : `${values.description.length} of about ${CONTENT_PAGE_LIMITS.descriptionIdeal} characters search results show.`;

  return (
    <form {...form.formProps} className="admin-page-editor" aria-label={`Edit ${saved.title || slug}`}>
      {leaveDialog}
      {conflict ? (
        <ConflictNotice
          what="this page"
          changes={conflict}
          onLoadTheirs={() => void reloadTheirs(false)}
          onKeepMine={() => void reloadTheirs(true).then(() => form.submit())}
        />
      ) : null}
      <div className="admin-card admin-fieldset">
        <TextField label="Title" {...form.field('title')} />
        <TextAreaField label="Description (for search results)" rows={2} hint={descriptionHint} {...form.field('description')} />
      </div>
      <div className="admin-page-editor__body">
        <div className="admin-card admin-fieldset">
          <TextAreaField
            label="Page text (Markdown)"
            rows={20}
            hint="# Heading, **bold**, *italic*, - list items, [link text](https://…). Raw HTML is removed."
            {...form.field('body')}
          />
        </div>
        <section className="admin-card admin-page-editor__preview" aria-label="Preview of the page text">
          <h2 className="admin-muted">Preview</h2>
          <MarkdownContent markdown={values.body} topHeadingLevel={2} />
        </section>
      </div>
      {withItems ? (
        <fieldset className="admin-card admin-fieldset">
          <legend>Questions ({items.length})</legend>
          {items.length === 0 ? <p className="admin-muted">No questions yet.</p> : null}
          <ol className="admin-faq-list">
            {items.map((item, index) => (
              <li key={item.key} className="admin-faq">
                <TextField
                  label={`Question ${index + 1}`}
                  value={item.question}
                  error={form.errors[`items.${index}.question`]}
                  onChange={(event) => setItems(items.map((entry) => (entry.key === item.key ? { ...entry, question: event.target.value } : entry)))}
                />
                <TextAreaField
                  label={`Answer ${index + 1} (Markdown)`}
                  rows={3}
                  value={item.answer}
                  error={form.errors[`items.${index}.answer`]}
                  onChange={(event) => setItems(items.map((entry) => (entry.key === item.key ? { ...entry, answer: event.target.value } : entry)))}
                />
                <div className="form-actions">
                  <button
                    type="button"
                    className="button"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={`Move question ${index + 1} up`}
                  >
                    Move up
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={`Move question ${index + 1} down`}
                  >
                    Move down
                  </button>
                  <button
                    type="button"
                    className="button button--danger"
                    onClick={() => setItems(items.filter((entry) => entry.key !== item.key))}
                    aria-label={`Remove question ${index + 1}`}
                  >
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ol>
          <p>
            <button type="button" className="button" onClick={() => setItems([...items, { key: newKey(), question: '', answer: '' }])}>
              Add a question
            </button>
          </p>
          {form.errors['items'] ? <p className="field__error">{form.errors['items']}</p> : null}
        </fieldset>
      ) : null}
      <FormButtons className="admin-form__actions" pending={form.pending} submitLabel="Save page" unsaved={dirty} status={form.status}>
        <a href={`/${slug}`} className="button">
          View on the site
        </a>
      </FormButtons>
    </form>
  );
}
