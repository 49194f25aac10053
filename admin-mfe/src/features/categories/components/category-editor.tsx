// Creating or editing a category: its name, URL slug (chosen once), description, image, its
// subcategories (add, rename, reorder, remove) and the attributes its products state (issue 40,
// category-attributes.tsx). Saved through the saveCategory callable, which also renames the category
// on every product of it; a stale version is refused and said so, and what the admin typed stays in
// the form.
import { useId, useState } from 'react';
import { slugify, type CategoryInfo } from 'shared-data';
import { GST_RATES, saveCategoryInputSchema } from 'shared-data/admin';
import { FormError, FormStatus, SelectField, TextAreaField, TextField, useForm } from 'shared-ui';
import { AdminCallError, saveCategory } from '../../../lib/admin-callables';
import { checkPricingDraft, errorsUnder, pricingDraftOf, type PricingDraft } from '../../../lib/pricing-draft';
import { PricingFields } from '../../../components/pricing-fields/pricing-fields';
import { attributeDraftsOf, checkAttributeDrafts, type AttributeDraft } from '../../../lib/attribute-draft';
import { formatCount } from '../../../lib/format-count';
import { FormButtons } from '../../../components/form-buttons/form-buttons';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { CategoryAttributes } from './category-attributes';

interface SubcategoryDraft {
  /** Stable key for the list (the slug may be typed). */
  key: string;
  slug: string;
  name: string;
  /** Active products in it (0 for a new one). */
  productCount: number;
  saved: boolean;
}

interface CategoryDraft {
  slug: string;
  name: string;
  description: string;
  imageSrc: string;
  imageAlt: string;
  subcategories: SubcategoryDraft[];
  /** The pricing its products follow unless they have their own. */
  pricing: PricingDraft;
  /** Its products' GST: HSN code and rate ('' and '': the shop's settings). */
  taxHsnCode: string;
  taxRate: string;
  /** The attributes its products state, in the product page's order. */
  attributes: AttributeDraft[];
}

export interface CategoryEditorProps {
  /** The category to edit, or null to create one. */
  category: CategoryInfo | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
  /** Reload the page's data (after a conflict). */
  onReload: () => void;
}

let keys = 0;
const newKey = () => `sub-${(keys += 1)}`;

function draftOf(category: CategoryInfo | null): CategoryDraft {
  return {
    slug: category?.slug ?? '',
    name: category?.name ?? '',
    description: category?.description ?? '',
    imageSrc: category?.image?.src ?? '',
    imageAlt: category?.image?.alt ?? '',
    subcategories: (category?.subcategories ?? []).map((sub) => ({ key: sub.id, slug: sub.slug, name: sub.name, productCount: sub.productCount, saved: true })),
    pricing: pricingDraftOf(category?.pricing, category?.priceTiers),
    taxHsnCode: category?.tax?.hsnCode ?? '',
    taxRate: category?.tax ? String(category.tax.ratePercent) : '',
    attributes: attributeDraftsOf(category?.attributes),
  };
}

const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));

export function CategoryEditor({ category, onSaved, onCancel, onReload }: CategoryEditorProps) {
  const creating = category === null;
  const headingId = useId();
  const [conflict, setConflict] = useState(false);
  const [slugTouched, setSlugTouched] = useState(!creating);
  const [initial] = useState(() => draftOf(category));
  const form = useForm<CategoryDraft>({
    initialValues: initial,
    onSubmit: async (draft) => {
      const image = draft.imageSrc.trim()
        ? {
            src: draft.imageSrc.trim(),
            alt: draft.imageAlt.trim(),
            width: category?.image?.src === draft.imageSrc.trim() ? category.image.width : 800,
            height: category?.image?.src === draft.imageSrc.trim() ? category.image.height : 800,
          }
        : null;
      const pricing = checkPricingDraft(draft.pricing);
      const attributes = checkAttributeDrafts(draft.attributes);
      const draftErrors = { ...Object.fromEntries(Object.entries(pricing.errors).map(([key, message]) => [`pricing.${key}`, message])), ...attributes.errors };
      if (Object.keys(draftErrors).length) throw new FormError('Please correct the highlighted fields.', draftErrors);
      const input = {
        // A fixed price without breaks is no default at all: each product keeps its own.
        pricing: pricing.rule?.basis === 'metal' || pricing.tiers.length ? pricing.rule : null,
        priceTiers: pricing.tiers,
        // Both or neither: a rate without its HSN code (or the reverse) is refused below.
        tax:
          draft.taxHsnCode.trim() || draft.taxRate
            ? { hsnCode: draft.taxHsnCode.trim(), ratePercent: draft.taxRate === '' ? -1 : Number(draft.taxRate) }
            : null,
        slug: draft.slug.trim(),
        name: draft.name,
        description: draft.description,
        image,
        subcategories: draft.subcategories.map((sub) => ({ slug: sub.slug.trim(), name: sub.name })),
        attributes: attributes.definitions,
        expectedUpdatedAt: category ? category.updatedAt : null,
      };
      const parsed = saveCategoryInputSchema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors: Record<string, string> = {};
        for (const issue of parsed.error.issues) {
          const [field, index, part] = issue.path.map(String);
          const key =
            field === 'subcategories' && index !== undefined
              ? `subcategories.${index}.${part ?? 'name'}`
              : field === 'attributes' && index !== undefined
                ? // The key is made from the name: its message goes beside the name.
                  `attributes.${index}.${part === undefined || part === 'key' ? 'label' : part}`
                : field === 'image'
                  ? 'imageSrc'
                  : field === 'tax'
                    ? index === 'ratePercent'
                      ? 'taxRate'
                      : 'taxHsnCode'
                    : (field ?? '_form');
          fieldErrors[key] ??= issue.message;
        }
        throw new FormError(
          fieldErrors['_form'] ?? fieldErrors['subcategories'] ?? fieldErrors['attributes'] ?? 'Please correct the highlighted fields.',
          fieldErrors,
        );
      }
      if (image && !image.alt) throw new FormError('Describe the image for people who cannot see it.', { imageAlt: 'Describe the image (alt text).' });
      try {
        const result = await saveCategory(parsed.data);
        const products = (count: number) => formatCount(count, 'product');
        onSaved(
          `${creating ? 'Created' : 'Saved'} ${parsed.data.name}.${result.productsRenamed ? ` ${products(result.productsRenamed)} took the new name.` : ''}${
            result.productsRepriced ? ` ${products(result.productsRepriced)} took its pricing.` : ''
          }`,
        );
      } catch (error) {
        if (error instanceof AdminCallError && error.conflict) setConflict(true);
        throw error instanceof AdminCallError ? new FormError(error.message) : error;
      }
    },
  });
  const { values } = form;
  const subs = values.subcategories;
  const setSubs = (next: SubcategoryDraft[]) => form.setValue('subcategories', next);
  const updateSub = (key: string, change: Partial<SubcategoryDraft>) => setSubs(subs.map((sub) => (sub.key === key ? { ...sub, ...change } : sub)));
  const moveSub = (index: number, to: number) => {
    if (to < 0 || to >= subs.length) return;
    const next = [...subs];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(to, 0, moved);
    setSubs(next);
  };
  const nameField = form.field('name');
  // Leaving the page with a half-edited category asks first (Cancel and saving close the editor as before).
  const { dialog: leaveDialog } = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));

  return (
    <section className="admin-card category-editor" aria-labelledby={headingId}>
      <h2 id={headingId}>{creating ? 'New category' : `Edit ${category.name}`}</h2>
      <form {...form.formProps} aria-labelledby={headingId}>
        <TextField
          label="Name"
          {...nameField}
          onChange={(event) => {
            nameField.onChange(event);
            if (creating && !slugTouched) form.setValue('slug', slugify(event.target.value));
          }}
        />
        {creating ? (
          <TextField
            label="URL slug"
            hint={`The category's address: /category/${values.slug || '…'}. It cannot be changed later.`}
            {...form.field('slug')}
            onChange={(event) => {
              setSlugTouched(true);
              form.setValue('slug', event.target.value);
            }}
          />
        ) : (
          <p className="field__hint">
            Address: <code>/category/{values.slug}</code> (fixed)
          </p>
        )}
        <TextAreaField label="Description" optional rows={3} {...form.field('description')} />
        <div className="admin-form__row">
          <TextField label="Image address" optional hint="A /media/… path or an https:// image." {...form.field('imageSrc')} />
          <TextField label="Image description (alt text)" optional {...form.field('imageAlt')} />
        </div>
        <fieldset className="subcategory-editor">
          <legend>Subcategories</legend>
          {subs.length === 0 ? <p className="field__hint">No subcategories.</p> : null}
          <ol>
            {subs.map((sub, index) => (
              <li key={sub.key} className="subcategory-editor__row">
                <TextField
                  label={`Subcategory ${index + 1} name`}
                  value={sub.name}
                  error={form.errors[`subcategories.${index}.name`]}
                  onChange={(event) => updateSub(sub.key, { name: event.target.value, ...(sub.saved ? {} : { slug: slugify(event.target.value) }) })}
                />
                {sub.saved ? (
                  <span className="field__hint">
                    /subcategory/{values.slug}--{sub.slug} · {sub.productCount} active
                  </span>
                ) : (
                  <TextField
                    label={`Subcategory ${index + 1} URL slug`}
                    value={sub.slug}
                    error={form.errors[`subcategories.${index}.slug`]}
                    onChange={(event) => updateSub(sub.key, { slug: event.target.value })}
                  />
                )}
                <span className="category-row__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={index === 0}
                    onClick={() => moveSub(index, index - 1)}
                    aria-label={`Move ${sub.name || `subcategory ${index + 1}`} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={index === subs.length - 1}
                    onClick={() => moveSub(index, index + 1)}
                    aria-label={`Move ${sub.name || `subcategory ${index + 1}`} down`}
                  >
                    ↓
                  </button>
                  <button type="button" className="button" onClick={() => setSubs(subs.filter((item) => item.key !== sub.key))}>
                    Remove<span className="visually-hidden"> {sub.name || `subcategory ${index + 1}`}</span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <button type="button" className="button" onClick={() => setSubs([...subs, { key: newKey(), slug: '', name: '', productCount: 0, saved: false }])}>
            Add a subcategory
          </button>
        </fieldset>
        <CategoryAttributes attributes={values.attributes} errors={form.errors} onChange={(attributes) => form.setValue('attributes', attributes)} />
        <PricingFields
          legend="Pricing for its products"
          fixedLabel="Each product’s own price"
          draft={values.pricing}
          onChange={(pricing) => form.setValue('pricing', pricing)}
          errors={errorsUnder(form.errors, 'pricing')}
        />
        <fieldset className="admin-fieldset">
          <legend>GST on tax invoices</legend>
          <p className="field__hint">Its products’ HSN code and GST rate (a product’s own HSN code wins). Leave both empty for the shop’s settings.</p>
          <div className="admin-form__row">
            <TextField label="HSN code" optional inputMode="numeric" hint="4, 6 or 8 digits, e.g. 3304." {...form.field('taxHsnCode')} />
            <SelectField label="GST rate" optional placeholder="The shop’s rate" options={GST_OPTIONS} {...form.field('taxRate')} />
          </div>
        </fieldset>
        <FormStatus state={form.status} />
        {conflict ? (
          <ConflictNotice
            what="this category"
            yours="Your changes are still in the form; loading theirs starts again from their version."
            onLoadTheirs={onReload}
          />
        ) : null}
        <FormButtons pending={form.pending} submitLabel={creating ? 'Create category' : 'Save category'} onCancel={onCancel} />
      </form>
      {leaveDialog}
    </section>
  );
}
