// One image of the library: its picture, name and size, its alt text (required before the image is
// offered to products), its address to copy, where it is used, and deleting it when unused.
import { useState } from 'react';
import { loadSignedInDb } from '../../../lib/signed-in-db';
import { ConflictError, mediaDisplaySrc, type MediaItem } from 'shared-data/admin';
import { formatNumber, FormError, FormStatus } from 'shared-ui';
import { Link } from 'shared-router';
import { useAdminActor } from '../../../hooks/use-admin-actor';
import { useAction } from '../../../hooks/use-action';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog';
import { deleteMedia, mediaUsage, saveMediaAlt, type MediaUse } from '../../../lib/media-library';
import { formatCount } from '../../../lib/format-count';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;

/** What a failed change says: a refusal's own words (the image is shown somewhere, someone changed it), else that the shop was not reached. */
const problemOf = (error: unknown) =>
  error instanceof ConflictError || (error instanceof Error && / is shown by /.test(error.message))
    ? error.message
    : 'That did not work: the shop could not be reached. Try again.';

export function MediaCard({ item, onChanged }: { item: MediaItem; onChanged: () => Promise<void> }) {
  const actor = useAdminActor();
  const [alt, setAlt] = useState(item.alt);
  const [usage, setUsage] = useState<MediaUse[] | null>(null);
  const { ask, dialog } = useConfirm();
  const altId = `media-alt-${item.id}`;

  const signedIn = async () => {
    const db = await loadSignedInDb();
    if (!db || !actor) throw new FormError('Not signed in to the shop; reload the page.');
    return { db, actor };
  };
  // Saving the alt text; the card's one status line says how it went.
  const change = useAction(
    async () => {
      const { db, actor: by } = await signedIn();
      await saveMediaAlt(db, by, item, alt);
      await onChanged();
      return 'Alt text saved.';
    },
    { errorMessage: problemOf },
  );
  // Deleting asks first; a refusal (the image is still shown somewhere) is said in the question.
  const askDelete = () =>
    ask({
      title: `Delete ${item.name}?`,
      body: <p>The image and its sizes are removed for good. It cannot be deleted while a product, a category or a blog post shows it.</p>,
      confirmLabel: 'Delete for good',
      danger: true,
      action: async () => {
        try {
          const { db, actor: by } = await signedIn();
          await deleteMedia(db, by, item);
        } catch (error) {
          throw new FormError(error instanceof FormError ? error.message : problemOf(error));
        }
        await onChanged();
      },
    });

  return (
    <>
      <img src={mediaDisplaySrc(item)} alt="" className="media-card__image" loading="lazy" width={item.width ?? 320} height={item.height ?? 320} />
      <div className="media-card__body">
        <p className="media-card__name">{item.name}</p>
        <p className="field__hint">
          {item.width && item.height ? `${item.width} × ${item.height} px · ` : ''}
          {sizeLabel(item.size)}
          {item.sizes.length ? ` · ${formatCount(item.sizes.length, 'WebP size')}` : ''}
        </p>
        {item.alt ? null : <span className="admin-status admin-status--low">Needs alt text</span>}
        <form
          className="media-card__alt"
          onSubmit={(event) => {
            event.preventDefault();
            if (!alt.trim()) {
              change.fail('Describe the image for people who cannot see it.');
              return;
            }
            void change.run();
          }}
        >
          <label htmlFor={altId} className="field__label">
            Alt text for {item.name}
          </label>
          <input id={altId} className="field__input" value={alt} maxLength={300} onChange={(event) => setAlt(event.target.value)} />
          <button type="submit" className="button" disabled={change.pending || alt.trim() === item.alt}>
            Save<span className="visually-hidden"> alt text for {item.name}</span>
          </button>
        </form>
        <p className="media-card__actions">
          <button
            type="button"
            className="button"
            onClick={() => void navigator.clipboard?.writeText(mediaDisplaySrc(item)).then(() => change.succeed('Address copied.'))}
          >
            Copy address<span className="visually-hidden"> of {item.name}</span>
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              void loadSignedInDb()
                .then((db) => (db ? mediaUsage(db, item) : Promise.reject(new Error('no database'))))
                .then(setUsage, () => change.fail('Could not check where it is used.'));
            }}
          >
            Where used<span className="visually-hidden"> ({item.name})</span>
          </button>
          <button type="button" className="button button--danger" onClick={askDelete}>
            Delete<span className="visually-hidden"> {item.name}</span>
          </button>
        </p>
        {usage ? (
          usage.length ? (
            <ul aria-label={`Where ${item.name} is shown`}>
              {usage.map((use) => (
                <li key={`${use.kind}-${use.id}`}>
                  <Link to={use.href}>{use.label}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="field__hint">Not shown by any product, category or blog post.</p>
          )
        ) : null}
        <FormStatus state={change.state} />
      </div>
      {dialog}
    </>
  );
}
