// Uploading images to the media library, from Media or straight from an editor (the product form):
// several files at once, chosen or dropped, each checked (type, size) before it is sent, each with
// its own progress bar and outcome. Files upload one after another so progress is steady on a slow
// connection; a failure leaves the others going. Each uploaded image is handed to `onUploaded` as
// it lands (the product form adds it to the product's images at once).
import { useId, useState } from 'react';
import { DropZone } from '../drop-zone/drop-zone';
import { loadSignedInDb } from '../../lib/signed-in-db';
import type { MediaItem } from 'shared-data/admin';
import { useAdminActor } from '../../hooks/use-admin-actor';
import { uploadMedia, uploadProblem } from '../../lib/media-library';

interface Upload {
  key: string;
  name: string;
  share: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  message: string;
}

let keys = 0;

export interface ImageUploaderProps {
  /** The section's heading, e.g. "Upload images". */
  heading: string;
  /** The alt text an upload is stored with ('' asks for it in Media before the image can be used). */
  altOf: (file: File) => string;
  /** What an upload's row says once it is done. */
  doneMessage: string;
  /** Each uploaded image, as it lands. */
  onUploaded: (item: MediaItem) => void;
  /** Inside another card (the product form's Images): no card of its own, a lower heading. */
  nested?: boolean;
}

export function ImageUploader({ heading, altOf, doneMessage, onUploaded, nested = false }: ImageUploaderProps) {
  const Heading = nested ? 'h4' : 'h2';
  const inputId = useId();
  const actor = useAdminActor();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((upload) => upload.state === 'waiting' || upload.state === 'uploading');

  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const start = async (files: File[]) => {
    const queued = files.map((file) => {
      const problem = uploadProblem(file);
      return {
        file,
        upload: {
          key: `upload-${(keys += 1)}`,
          name: file.name,
          share: 0,
          state: problem ? 'failed' : 'waiting',
          message: problem ?? 'Waiting…',
        } satisfies Upload,
      };
    });
    setUploads((current) => [...queued.map((entry) => entry.upload), ...current.filter((upload) => upload.state !== 'done')]);
    // The rows show at once; the database client waits for the browser's sign-in.
    const db = await loadSignedInDb();
    for (const { file, upload } of queued) {
      if (upload.state === 'failed') continue;
      if (!db || !actor) {
        update(upload.key, { state: 'failed', message: 'Not signed in to the shop; reload the page.' });
        continue;
      }
      update(upload.key, { state: 'uploading', message: 'Making sizes and uploading…' });
      try {
        const item = await uploadMedia(db, actor, file, altOf(file), (share) => update(upload.key, { share }));
        update(upload.key, { state: 'done', share: 1, message: doneMessage });
        onUploaded(item);
      } catch (error) {
        console.warn('Upload failed:', error);
        update(upload.key, {
          state: 'failed',
          message:
            error instanceof Error && /not an image|larger than|empty/.test(error.message)
              ? error.message
              : 'The upload failed. Check the connection and try again.',
        });
      }
    }
  };

  return (
    <section className={nested ? 'image-uploader image-uploader--nested' : 'admin-card image-uploader'} aria-labelledby={`${inputId}-heading`}>
      <Heading id={`${inputId}-heading`}>{heading}</Heading>
      <DropZone
        inputId={inputId}
        label="Images to upload"
        multiple
        accept="image/png,image/jpeg,image/webp,image/gif,image/avif,image/svg+xml"
        onFiles={(files) => void start(files)}
        hint="Or drop them here. PNG, JPEG, WebP, GIF, AVIF or SVG, up to 10 MB each; WebP copies at 320, 640 and 1280 px are made for fast pages."
      />
      {uploads.length ? (
        <ul className="media-uploads" aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key} className={`media-uploads__item media-uploads__item--${upload.state}`}>
              <span className="media-uploads__name">{upload.name}</span>
              <progress max={1} value={upload.share} aria-label={`${upload.name} upload progress`} />
              <span role={upload.state === 'failed' ? 'alert' : 'status'}>{upload.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {busy ? <p className="field__hint">Keep this page open until the uploads finish.</p> : null}
    </section>
  );
}
