// SEO Management's form: the site's title, default description and keywords, the title template,
// the default social image and X handle, a title and description per public page (each with a
// search-result preview and length guidance), and the robots rules. One audited write with the
// stored version as precondition; the shop's servers use it from the next page load.
import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { applyTitleTemplate, pageTitleOf, type GlobalSeo } from 'shared-data';
import { ConflictError, SEO_LIMITS, seoFieldsOf, seoFormSchema, type SeoFormOutput, type SeoFormValues } from 'shared-data/admin';
import { routeTable, staticPathOf } from 'shared-data/routes';
import { FormError, TextAreaField, TextField, useForm } from 'shared-ui';
import { lengthHint, SearchPreview } from '../../../components/search-preview/search-preview';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { fetchStoredSeo, saveSeo, type StoredSeo } from '../../../lib/admin-seo';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';
import { FormButtons } from '../../../components/form-buttons/form-buttons';

/** The public pages with an address of their own: the ones an override can name. */
const PAGES = routeTable.flatMap((entry) => {
  const path = entry.sitemap ? staticPathOf(entry) : null;
  return path ? [{ id: entry.id, path, title: entry.title }] : [];
});

const formOf = (seo: GlobalSeo): SeoFormValues => ({
  title: seo.title,
  description: seo.description,
  keywords: seo.keywords.join('\n'),
  titleTemplate: seo.titleTemplate,
  ogImage: seo.ogImage,
  twitter: seo.twitter,
  pages: Object.fromEntries(PAGES.map((page) => [page.id, { title: seo.pages[page.id]?.title ?? '', description: seo.pages[page.id]?.description ?? '' }])),
  disallow: seo.robots.disallow.join('\n'),
  blockAll: seo.robots.blockAll,
});

/** The shared guidance, nothing while the field is empty (the page's own text applies). */
const guidance = (length: number, ideal: number, what: string) => (length === 0 ? '' : lengthHint(length, ideal, what));

export function SeoForm({ stored, brand, origin }: { stored: StoredSeo; brand: string; origin: string }) {
  const actor = useAdminActor();
  const revalidator = useRevalidator();
  const current = useRef(stored);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState(() => formOf(stored.seo));
  const form = useForm<SeoFormValues, SeoFormOutput>({
    initialValues: saved,
    schema: seoFormSchema,
    onSubmit: async (checked, typed) => {
      const db = await loadSignedInDb();
      if (!db || !actor) throw new FormError('You are signed out or offline, so nothing was saved. Your changes stay in the form.');
      try {
        await saveSeo(db, actor, current.current, seoFieldsOf(checked));
      } catch (error) {
        if (error instanceof ConflictError) {
          setConflict(true);
          throw new FormError('Someone else saved the SEO settings after you opened this page. Load theirs, or save yours over them.');
        }
        throw new FormError('The SEO settings could not be saved. Check the connection and save again; your changes stay in the form.');
      }
      current.current = await fetchStoredSeo(db);
      setSaved(typed);
      void revalidator.revalidate();
      return 'SEO settings saved. Pages use them from their next load.';
    },
  });
  const { values } = form;
  const dirty = JSON.stringify(values) !== JSON.stringify(saved);
  const { dialog: leaveDialog } = useUnsavedChanges(dirty);

  useEffect(() => {
    current.current = stored;
  }, [stored]);

  const loadTheirs = async (keepMine: boolean) => {
    const db = await loadSignedInDb();
    if (!db) return;
    current.current = await fetchStoredSeo(db);
    setConflict(false);
    if (!keepMine) {
      const theirs = formOf(current.current.seo);
      setSaved(theirs);
      form.reset(theirs);
    }
  };

  const setPage = (id: string, field: 'title' | 'description', value: string) =>
    form.setValues((all) => ({ ...all, pages: { ...all.pages, [id]: { ...(all.pages[id] ?? { title: '', description: '' }), [field]: value } } }));

  const host = origin.replace(/^https?:\/\//, '');
  const template = values.titleTemplate.includes('%s') ? values.titleTemplate : '';

  return (
    <form {...form.formProps} className="admin-page-editor" aria-label="SEO settings">
      {leaveDialog}
      {conflict ? (
        <ConflictNotice
          what="the SEO settings"
          onLoadTheirs={() => void loadTheirs(false)}
          onKeepMine={() => void loadTheirs(true)}
          keepLabel="Keep mine (then save again)"
        />
      ) : null}

      <fieldset className="admin-card admin-fieldset">
        <legend>Whole site</legend>
        <TextField
          label="Site title (the home page's)"
          hint={`The home page's title in the browser tab and search results, used whole: include the shop's name. ${guidance(values.title.length, SEO_LIMITS.titleIdeal, 'titles')}`.trim()}
          {...form.field('title')}
        />
        <TextAreaField
          label="Default description"
          rows={3}
          hint={guidance(values.description.length, SEO_LIMITS.descriptionIdeal, 'descriptions')}
          {...form.field('description')}
        />
        <TextAreaField label="Keywords (one per line)" rows={4} optional {...form.field('keywords')} />
        <TextField
          label="Title template"
          optional
          hint={`%s is the page's title. Empty: %s | ${brand}. Example: ${applyTitleTemplate(template, 'Silver Payal', brand)}`}
          {...form.field('titleTemplate')}
        />
        <TextField
          label="Default social image (Open Graph)"
          optional
          hint="A /media/… path or an https:// image, for pages without one of their own."
          {...form.field('ogImage')}
        />
        <TextField label="X (Twitter) handle" optional hint="With its @, for example @rajatmaya." {...form.field('twitter')} />
        <SearchPreview url={host} title={values.title} description={values.description} />
      </fieldset>

      <fieldset className="admin-card admin-fieldset">
        <legend>Pages</legend>
        <p className="admin-muted">
          Empty fields keep the page's own title and the default description. Products, categories and posts are set where they are edited.
        </p>
        <div className="data-table__scroll">
          <table className="data-table" aria-label="Page titles and descriptions">
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Title and description</th>
                <th scope="col">In search results</th>
              </tr>
            </thead>
            <tbody>
              {PAGES.map((page) => {
                const override = values.pages[page.id] ?? { title: '', description: '' };
                const { full: title } = pageTitleOf(page.id, page.title, { title: values.title, titleTemplate: template, pages: values.pages }, brand);
                return (
                  <tr key={page.id}>
                    <th scope="row">
                      {page.title}
                      <span className="data-table__sub">{page.path}</span>
                    </th>
                    <td>
                      <TextField
                        label={`Title of ${page.path}`}
                        optional
                        placeholder={pageTitleOf(page.id, page.title, { title: values.title, titleTemplate: template, pages: {} }, brand).title}
                        hint={guidance(title.length, SEO_LIMITS.titleIdeal, 'titles')}
                        value={override.title}
                        error={form.errors[`pages.${page.id}.title`]}
                        onChange={(event) => setPage(page.id, 'title', event.target.value)}
                      />
                      <TextAreaField
                        label={`Description of ${page.path}`}
                        optional
                        rows={2}
                        hint={guidance(override.description.length, SEO_LIMITS.descriptionIdeal, 'descriptions')}
                        value={override.description}
                        error={form.errors[`pages.${page.id}.description`]}
                        onChange={(event) => setPage(page.id, 'description', event.target.value)}
                      />
                    </td>
                    <td>
                      <SearchPreview
                        url={`${host}${page.path === '/' ? '' : page.path.replace(/\//g, ' › ')}`}
                        title={title}
                        description={override.description || values.description}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </fieldset>

      <fieldset className="admin-card admin-fieldset">
        <legend>Search engines</legend>
        <TextAreaField
          label="Paths to keep out of search engines (one per line)"
          optional
          rows={3}
          hint="Each starts with /. The account, cart, checkout, search and admin pages are always kept out."
          {...form.field('disallow')}
        />
        <label className="admin-check">
          <input type="checkbox" checked={values.blockAll} onChange={(event) => form.setValue('blockAll', event.target.checked)} />
          Keep the whole site out of search engines (for a staging or test copy of the shop)
        </label>
        {values.blockAll ? (
          <p className="admin-alert admin-alert--warning" role="note">
            While this is on and saved, robots.txt turns every crawler away and every page asks not to be indexed.
          </p>
        ) : null}
      </fieldset>

      <FormButtons className="admin-form__actions" pending={form.pending} submitLabel="Save SEO settings" unsaved={dirty} status={form.status} />
    </form>
  );
}
