// "Choose from the media library": a dialog of the library's images (searchable); an image without
// alt text cannot be chosen until it is described. The chosen image is given at its 640 px copy.
import { useState } from 'react';
import { loadSignedInDb } from '../../lib/signed-in-db';
import { mediaDisplaySrc, type MediaItem } from 'shared-data/admin';
import { Dialog } from 'shared-ui';
import { Link } from 'shared-router';
import { fetchMediaPage } from '../../lib/media-library';
import { routeHref } from 'shared-data/routes';

export interface PickedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  variants: Array<{ src: string; width: number }>;
}

function displaySize(item: MediaItem): { width: number; height: number } {
  const src = mediaDisplaySrc(item);
  const width = item.sizes.find((size) => size.src === src)?.width ?? item.width ?? 800;
  const height = item.width && item.height ? Math.round((item.height * width) / item.width) : width;
  return { width, height };
}

/** A library image as a page uses it: its display copy at that copy's own size, and every copy for srcset. */
export function pickedImageOf(item: MediaItem, alt = item.alt): PickedImage {
  return { src: mediaDisplaySrc(item), alt, ...displaySize(item), variants: item.sizes.map(({ src, width }) => ({ src, width })) };
}

export function MediaPicker({ onPick }: { onPick: (image: PickedImage) => void }) {
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = async (search: string) => {
    const db = await loadSignedInDb();
    if (!db) return;
    setError(null);
    try {
      setItems((await fetchMediaPage(db, search, { after: null, before: null })).rows);
    } catch {
      setError('The media library could not be loaded. Try again.');
    }
  };

  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() => {
          setOpen(true);
          void load(q);
        }}
      >
        Choose from the media library
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Choose an image" className="media-picker">
        <form
          role="search"
          aria-label="Media library"
          onSubmit={(event) => {
            event.preventDefault();
            void load(q);
          }}
        >
          <label htmlFor="media-picker-search" className="field__label">
            Search by file name or alt text
          </label>
          <input id="media-picker-search" type="search" className="field__input" value={q} onChange={(event) => setQ(event.target.value)} />
        </form>
        {error ? <p role="alert">{error}</p> : null}
        {items === null ? <p role="status">Loading the library…</p> : null}
        {items && items.length === 0 ? (
          <p>
            No images in the library yet. Upload them here, or in <Link to={routeHref('admin-media')}>Media</Link>.
          </p>
        ) : null}
        {items && items.length ? (
          <ul className="media-grid media-picker__grid" aria-label="Library images">
            {items.map((item) => (
              <li key={item.id} className="media-card">
                <img src={mediaDisplaySrc(item)} alt="" className="media-card__image" loading="lazy" />
                <div className="media-card__body">
                  <p className="media-card__name">{item.name}</p>
                  {item.alt ? (
                    <button
                      type="button"
                      className="button button--primary"
                      onClick={() => {
                        onPick(pickedImageOf(item));
                        setOpen(false);
                      }}
                    >
                      Use {item.alt}
                    </button>
                  ) : (
                    <p className="field__hint">Needs alt text: describe it in Media first.</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </Dialog>
    </>
  );
}
