// Creating or editing a product: every field of the data model, checked as the write rule checks
// it, saved as one audited write that holds only if nobody changed the product since the form
// loaded it. On a conflict the admin sees what the other person changed and chooses: keep theirs
// (reload) or save theirs over with these values. Nothing typed is lost when a save fails. The
// search engine listing (the blog editor's search fields and preview) is saved with the product.
// A product with options (issue 40) is priced and stocked per variant (product-variants.tsx): its own
// price, MRP and stock are then the variants' roll-up, shown and written, never typed. The attributes
// its category defines are offered by type under Attributes (other-attributes.tsx).
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'shared-router';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { asIsoDate, productIdOf, productPageDescription, slugify, useSiteSettings, type CategoryInfo, type Product } from 'shared-data';
import { auditedWrite, ConflictError, type AuditChange } from 'shared-data/admin';
import { FormError, FormStatus, formatInr, formatNumber, SelectField, TextAreaField, TextField, useForm } from 'shared-ui';
import { MarkdownContent, markdownToText } from 'shared-ui/markdown';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { MediaPicker, pickedImageOf } from '../../../components/media-picker/media-picker';
import { ImageUploader } from '../../../components/image-upload/image-uploader';
import { SeoListingFields } from '../../../components/search-preview/search-preview';
import { createProduct, skusUsedBy, slugUsedBy } from '../../../lib/admin-products';
import { PricingFields } from '../../../components/pricing-fields/pricing-fields';
import { errorsUnder } from '../../../lib/pricing-draft';
import {
  ATTRIBUTE_FIELDS,
  categoryAttributesOf,
  checkProductDocument,
  draftOf,
  newImageKey,
  productDraftSchema,
  productFieldsOf,
  withVariantSkus,
  type ImageDraft,
  type ProductDraft,
} from '../../../lib/product-draft';
import { rollUpDraft } from '../../../lib/variant-draft';
import { formatCount } from '../../../lib/format-count';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { OtherAttributes } from './other-attributes';
import { ProductVariants, type OptionsAndVariants } from './product-variants';
import { routeHref } from 'shared-data/routes';
import { ConflictNotice } from '../../../components/conflict-notice/conflict-notice';

export interface ProductEditorProps {
  /** The product to edit, or null to create one. */
  product: Product | null;
  /** A product to start a new one from (Duplicate). */
  copyOf: Product | null;
  categories: CategoryInfo[];
  /** The shop's address (https://…), for the search result preview. */
  origin: string;
  /** After a save: the page reloads the product (the form starts again from it) and says `message`. */
  onSaved: (message: string) => Promise<void>;
  /** Throw the form away and load the stored version. */
  onReload: () => void;
}

const STATUS_OPTIONS = [
  { value: 'draft', label: 'Draft (not in the shop)' },
  { value: 'active', label: 'Active (in the shop)' },
  { value: 'archived', label: 'Archived (hidden, kept for orders)' },
] as const;

export function ProductEditor({ product, copyOf, categories, origin, onSaved, onReload }: ProductEditorProps) {
  const creating = product === null;
  const navigate = useNavigate();
  const actor = useAdminActor();
  const settings = useSiteSettings();
  const headingId = useId();
  // The version this form saves over: the loaded one, or the newer one the admin chose to overwrite.
  const baseUpdatedAt = useRef(product?.updatedAt ?? null);
  const [conflict, setConflict] = useState<{ changes: Record<string, AuditChange>; currentUpdatedAt: string | null } | null>(null);
  const [slugTouched, setSlugTouched] = useState(!creating);
  const [preview, setPreview] = useState(false);
  const [newImage, setNewImage] = useState('');
  const schema = productDraftSchema(categories);

  // What the form started from: it is "unsaved" while it differs (a save gives a fresh form, keyed by version).
  const [initial] = useState(() => draftOf(product ?? copyOf, product ? 'edit' : 'copy'));
  const form = useForm<ProductDraft, ReturnType<typeof schema.parse>>({
    initialValues: initial,
    schema,
    onSubmit: async (draft) => {
      const db = await loadSignedInDb();
      if (!db || !actor) throw new FormError('You are not connected to the database; reload the page and try again. Your changes stay in the form until then.');
      const id = product?.id ?? productIdOf(draft.sku);
      if (!id) throw new FormError('Please correct the highlighted fields.', { sku: 'This SKU cannot be used.' });
      const fields = withVariantSkus(productFieldsOf(draft, categories));
      const invalid = checkProductDocument(fields);
      if (invalid) throw new FormError(invalid.message, invalid.fieldErrors);
      // A variant's SKU is unique in the catalogue: the new ones are checked against other products.
      const storedSkus = new Set((product?.options.length ? product.variants : []).map((variant) => variant.sku.toLowerCase()));
      const variants = draft.options.length ? draft.variants : [];
      const newSkus = variants.map((variant) => variant.sku).filter((sku) => !storedSkus.has(sku.toLowerCase()));
      const [taken, skusTaken] = await Promise.all([
        slugUsedBy(db, draft.slug, product?.id ?? null),
        newSkus.length ? skusUsedBy(db, newSkus, product?.id ?? null) : new Map<string, string>(),
      ]);
      const usedElsewhere: Record<string, string> = {};
      if (taken) usedElsewhere['slug'] = `The product ${taken} already uses this slug. Choose another.`;
      variants.forEach((variant, index) => {
        const other = newSkus.includes(variant.sku) ? skusTaken.get(variant.sku.toLowerCase()) : undefined;
        if (other) usedElsewhere[`variants.${index}.sku`] = `The product ${other} already uses this SKU. Choose another.`;
      });
      if (Object.keys(usedElsewhere).length) throw new FormError('Please correct the highlighted fields.', usedElsewhere);
      setConflict(null);
      try {
        if (product) {
          const summary =
            product.price !== draft.price
              ? `Edited ${draft.title} (${product.sku}); price ${formatInr(product.price)} → ${formatInr(draft.price)}`
              : `Edited ${draft.title} (${product.sku})`;
          // The version compared on a conflict: the stored fields (not the page's derived `id`, `image`;
          // `seo` as stored: only the fields set, none when the product has no listing of its own).
          // Options and variants as stored: none for a product without options (its one variant is its own fields).
          const { id: _id, image: _image, seo, options: storedOptions, variants: storedVariants, ...stored } = product;
          const storedSeo = Object.fromEntries(Object.entries(seo).filter(([, value]) => value !== ''));
          const storedChoices = storedOptions.length ? { options: storedOptions, variants: storedVariants } : {};
          await auditedWrite({
            db,
            actor,
            kind: 'update',
            collection: 'prod',
            id,
            action: 'product.update',
            summary,
            // Stock changes only through Inventory (each one leaves a movement), never by saving the form;
            // a product with options writes its variants' stock, and its own stock is their total.
            data: Object.fromEntries(Object.entries(fields).filter(([field]) => field !== 'stock' || 'variants' in fields)),
            // Options and variants go when the admin removed every option.
            remove: ['mrp', 'hsnCode', 'seo', 'pricing', 'priceTiers', 'pricingFromCategory', 'options', 'variants'],
            base: { ...stored, ...storedChoices, ...(Object.keys(storedSeo).length ? { seo: storedSeo } : {}), updatedAt: baseUpdatedAt.current },
          });
          await onSaved(`Saved ${draft.title}.`);
        } else {
          await createProduct(db, actor, id, fields, `Created ${draft.title} (${draft.sku})${copyOf ? ` as a copy of ${copyOf.sku}` : ''}`);
          allowLeaving();
          await navigate(routeHref('admin-product', { productId: id }, 'created=1'));
        }
      } catch (error) {
        if (error instanceof ConflictError) {
          if (creating)
            throw new FormError('Please correct the highlighted fields.', { sku: `A product with the SKU ${draft.sku} already exists. Choose another SKU.` });
          setConflict({ changes: error.changes, currentUpdatedAt: error.current ? asIsoDate(error.current['updatedAt']) : null });
          throw new FormError(error.message);
        }
        throw error;
      }
    },
    errorMessage: (error) =>
      error instanceof Error && /permission/i.test(error.message)
        ? 'The shop refused the change (your admin access may have been removed). Your changes stay in the form.'
        : 'The product could not be saved: the shop could not be reached. Your changes stay in the form; try again.',
  });

  const { values, setValues } = form;
  const { dialog: leaveDialog, allowLeaving } = useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(initial));
  const changeVariants = useCallback(
    (update: (current: OptionsAndVariants) => OptionsAndVariants) =>
      setValues((current) => ({ ...current, ...update({ options: current.options, variants: current.variants }) })),
    [setValues],
  );
  // With options, the product's own price, MRP and stock are its variants' (shown, not typed).
  const rolledUp = values.options.length ? rollUpDraft(values.variants) : null;
  const category = categories.find((item) => item.slug === values.categorySlug) ?? null;
  const setImages = (images: ImageDraft[]) => form.setValue('images', images);
  const moveImage = (index: number, to: number) => {
    if (to < 0 || to >= values.images.length) return;
    const next = [...values.images];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(to, 0, moved);
    setImages(next);
  };
  const titleField = form.field('title');
  // A price the silver rate makes is the server's: the field shows it and is not typed.
  const metalPriced = values.pricing.choice === 'metal' || (values.pricing.choice === 'category' && category?.pricing?.basis === 'metal');
  const pricingErrors = errorsUnder(form.errors, 'pricing');
  const price = Number(values.price);
  const mrp = Number(values.mrp);
  const discount = values.mrp && values.price && mrp > price && price > 0 ? Math.round((1 - price / mrp) * 100) : 0;
  // What the product page's head says without a listing of its own (product-detail's title and meta).
  const subCategory = category?.subcategories.find((sub) => sub.id === values.subCategoryId);
  const pageTitle = values.title.trim() || 'Product title';
  const pageDescription = productPageDescription(
    { title: pageTitle, category: category?.name ?? '', subCategory: subCategory?.name ?? '' },
    markdownToText(values.description).slice(0, 5000),
  );

  return (
    <form {...form.formProps} aria-labelledby={headingId} className="admin-form product-editor">
      {leaveDialog}
      <h2 id={headingId} className="visually-hidden">
        {creating ? 'New product' : `Edit ${product.title}`}
      </h2>
      <div className="admin-form__main">
        <section className="admin-card" aria-label="Basics">
          <TextField
            label="Title"
            {...titleField}
            onChange={(event) => {
              titleField.onChange(event);
              if (!slugTouched) form.setValue('slug', slugify(event.target.value));
            }}
          />
          <div className="admin-form__row">
            {creating ? (
              <TextField label="SKU" hint="The product's code; it cannot be changed once saved." autoCapitalize="characters" {...form.field('sku')} />
            ) : (
              <p className="field__hint">
                SKU <strong>{product.sku}</strong> (fixed: orders refer to it)
              </p>
            )}
            <TextField
              label="URL slug"
              hint={`The address: /product/${values.sku || product?.sku || '…'}/${values.slug || '…'}`}
              {...form.field('slug')}
              onChange={(event) => {
                setSlugTouched(true);
                form.setValue('slug', event.target.value);
              }}
            />
          </div>
          <TextAreaField
            label="Description"
            optional
            rows={10}
            hint="Markdown: **bold**, *italic*, lists with - and links [text](https://…)."
            {...form.field('description')}
          />
          <button type="button" className="button" aria-expanded={preview} onClick={() => setPreview(!preview)}>
            {preview ? 'Hide the preview' : 'Preview the description'}
          </button>
          {preview ? (
            <div className="admin-preview" aria-label="Description preview" role="region">
              {values.description.trim() ? <MarkdownContent markdown={values.description} /> : <p className="field__hint">Nothing to preview yet.</p>}
            </div>
          ) : null}
        </section>

        <section className="admin-card" aria-labelledby={`${headingId}-images`}>
          <h3 id={`${headingId}-images`}>Images</h3>
          {form.errors['images'] ? <p className="field__error">{form.errors['images']}</p> : null}
          {values.images.length === 0 ? <p className="field__hint">No images yet. The first image is the one listings show.</p> : null}
          <ol className="product-images">
            {values.images.map((image, index) => (
              <li key={image.key} className="product-images__row">
                {image.src ? <img src={image.src} alt="" width={64} height={64} className="data-table__thumb" /> : null}
                <TextField
                  label={`Image ${index + 1} address`}
                  value={image.src}
                  error={form.errors[`images.${index}.src`]}
                  onChange={(event) => setImages(values.images.map((item) => (item.key === image.key ? { ...item, src: event.target.value } : item)))}
                />
                <TextField
                  label={`Image ${index + 1} description (alt text)`}
                  value={image.alt}
                  error={form.errors[`images.${index}.alt`]}
                  onChange={(event) => setImages(values.images.map((item) => (item.key === image.key ? { ...item, alt: event.target.value } : item)))}
                />
                <span className="category-row__actions">
                  <button
                    type="button"
                    className="button"
                    disabled={index === 0}
                    onClick={() => moveImage(index, index - 1)}
                    aria-label={`Move image ${index + 1} up`}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={index === values.images.length - 1}
                    onClick={() => moveImage(index, index + 1)}
                    aria-label={`Move image ${index + 1} down`}
                  >
                    ↓
                  </button>
                  <button type="button" className="button" onClick={() => setImages(values.images.filter((item) => item.key !== image.key))}>
                    Remove<span className="visually-hidden"> image {index + 1}</span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <ImageUploader
            nested
            heading="Upload images"
            // Described by the product's title until the staff write better (the field above).
            altOf={() => values.title.trim()}
            doneMessage="Uploaded and added to the images above."
            onUploaded={(item) =>
              form.setValues((current) => ({ ...current, images: [...current.images, { key: newImageKey(), ...pickedImageOf(item, item.alt) }] }))
            }
          />
          <MediaPicker onPick={(image) => setImages([...values.images, { key: newImageKey(), ...image }])} />
          <div className="admin-inline-form">
            <TextField
              label="Add an image by its address"
              optional
              hint="A /media/… path from the media library, or an https:// image."
              value={newImage}
              onChange={(event) => setNewImage(event.target.value)}
            />
            <button
              type="button"
              className="button"
              disabled={!newImage.trim()}
              onClick={() => {
                setImages([...values.images, { key: newImageKey(), src: newImage.trim(), alt: '', width: 800, height: 800 }]);
                setNewImage('');
              }}
            >
              Add image
            </button>
          </div>
        </section>

        <fieldset className="admin-card">
          <legend>Attributes</legend>
          <div className="admin-form__row">
            {ATTRIBUTE_FIELDS.map(({ key, label, hint }) => (
              <TextField
                key={key}
                label={label}
                optional
                hint={hint}
                value={values.attributes[key]}
                error={form.errors[`attributes.${key}`]}
                onChange={(event) => form.setValue('attributes', { ...values.attributes, [key]: event.target.value })}
              />
            ))}
          </div>
          <OtherAttributes
            attributes={values.otherAttributes}
            definitions={categoryAttributesOf(category)}
            errors={form.errors}
            onChange={(otherAttributes) => form.setValue('otherAttributes', otherAttributes)}
          />
        </fieldset>

        <ProductVariants
          options={values.options}
          variants={values.variants}
          onChange={changeVariants}
          errors={form.errors}
          productSku={values.sku || product?.sku || ''}
          price={values.price}
          mrp={values.mrp}
          images={values.images}
          stockBefore={product && !product.options.length ? product.stock : 0}
          productId={product?.id ?? null}
          metalPriced={metalPriced}
        />

        <PricingFields
          legend="Pricing"
          draft={values.pricing}
          errors={pricingErrors}
          currentPrice={product && product.pricing?.basis === 'metal' ? product.price : null}
          categoryDefault={category?.pricing ? { name: category.name, rule: category.pricing, tiers: category.priceTiers ?? [] } : null}
          onChange={(pricing) =>
            form.setValues((current) => ({ ...current, pricing, ...(pricing.choice !== 'fixed' && !current.price.trim() ? { price: '0' } : {}) }))
          }
        />

        <SeoListingFields
          legend="Search engine listing"
          field={form.field}
          values={values}
          empty={{ title: "the product's title", description: 'the title, category and description', image: 'the first image' }}
          preview={{
            label: 'How the product may look in search results',
            url: `${origin.replace(/^https?:\/\//, '')} › product › ${values.sku || product?.sku || '…'} › ${values.slug || '…'}`,
            title: values.seoTitle.trim() || pageTitle,
            description: values.seoDescription.trim() || pageDescription,
          }}
        />
      </div>

      <div className="admin-form__side">
        <section className="admin-card" aria-label="Status">
          <SelectField label="Status" options={STATUS_OPTIONS} {...form.field('status')} />
          <label className="checkbox">
            <input type="checkbox" checked={values.featured} onChange={(event) => form.setValue('featured', event.target.checked)} /> Featured (shown first on
            the home page)
          </label>
        </section>

        <section className="admin-card" aria-label="Price and stock">
          {rolledUp ? (
            <p className="field__hint">
              {rolledUp.counted
                ? `From ${formatInr(rolledUp.price)} · ${formatNumber(rolledUp.stock)} in stock across ${formatCount(rolledUp.onSale || rolledUp.counted, 'variant')}${
                    rolledUp.onSale ? '' : ' (none on sale)'
                  }`
                : 'The price and stock are the variants’: generate them under Options and variants.'}
            </p>
          ) : (
            <div className="admin-form__row">
              <TextField
                label="Price (₹)"
                inputMode="decimal"
                {...form.field('price')}
                readOnly={metalPriced}
                hint={metalPriced ? 'Set from the silver rate when saved (see Pricing).' : undefined}
              />
              {metalPriced ? null : (
                <TextField
                  label="MRP (₹)"
                  optional
                  inputMode="decimal"
                  hint={discount ? `Shoppers see ${discount}% off.` : 'At least the price; shown struck through.'}
                  {...form.field('mrp')}
                />
              )}
            </div>
          )}
          <div className="admin-form__row">
            <TextField
              label="HSN code"
              optional
              inputMode="numeric"
              hint={`Printed on tax invoices; empty uses the shop's default (${settings.tax.hsnCode}).`}
              {...form.field('hsnCode')}
            />
          </div>
          <div className="admin-form__row">
            {rolledUp ? null : creating ? (
              <TextField label="Stock" inputMode="numeric" hint="Pieces available to order now; later changes go through Inventory." {...form.field('stock')} />
            ) : (
              <p className="field__hint">
                Stock <strong>{product.stock}</strong> · <Link to={routeHref('admin-inventory-item', { productId: product.id })}>Adjust in Inventory</Link>
              </p>
            )}
            <TextField label="Minimum order quantity" inputMode="numeric" {...form.field('minOrderQty')} />
          </div>
        </section>

        <section className="admin-card" aria-label="Organisation">
          <SelectField
            label="Category"
            placeholder="Choose a category…"
            options={categories.map((item) => ({ value: item.slug, label: item.name }))}
            {...form.field('categorySlug')}
            onChange={(event) => {
              form.setValue('categorySlug', event.target.value);
              form.setValue('subCategoryId', '');
            }}
          />
          <SelectField
            label="Subcategory"
            optional
            placeholder="None"
            options={(category?.subcategories ?? []).map((sub) => ({ value: sub.id, label: sub.name }))}
            {...form.field('subCategoryId')}
            disabled={!category || category.subcategories.length === 0}
          />
          <TextField
            label="Tags"
            optional
            hint="Comma separated, for example bridal, gift, oxidised. Shoppers find the product by them."
            {...form.field('tags')}
          />
        </section>
      </div>

      <div className="admin-form__actions">
        <FormStatus state={form.status} />
        {conflict ? (
          <ConflictNotice
            what="this product"
            changes={conflict.changes}
            onLoadTheirs={onReload}
            onKeepMine={() => {
              baseUpdatedAt.current = conflict.currentUpdatedAt;
              setConflict(null);
              void form.submit();
            }}
          />
        ) : null}
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Saving…' : creating ? 'Create product' : 'Save product'}
        </button>
      </div>
    </form>
  );
}
