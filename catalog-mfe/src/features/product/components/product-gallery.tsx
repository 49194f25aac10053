// The product's images: one large image with previous/next buttons, arrow keys (Left, Right,
// Home, End) and swipe on touch screens, and thumbnails to jump to an image.
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ImageRef } from 'shared-data';
import { ProductImage } from '../../../components/product-image';

const SWIPE_DISTANCE = 40;

export function ProductGallery({ images, title }: { images: ImageRef[]; title: string }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const statusId = useId();
  const count = images.length;
  const current = images[Math.min(index, Math.max(0, count - 1))] ?? null;

  if (count <= 1) {
    return (
      <div className="gallery">
        <ProductImage image={current} alt={current?.alt || title} priority className="gallery__image" />
      </div>
    );
  }

  const show = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'touch') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_DISTANCE) show(distance < 0 ? index + 1 : index - 1);
  };

  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={`Images of ${title}`}>
      <div
        className="gallery__stage"
        tabIndex={0}
        role="group"
        aria-roledescription="slide"
        aria-label={`Image ${index + 1} of ${count}`}
        aria-describedby={statusId}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <ProductImage image={current} alt={current?.alt || title} priority className="gallery__image" />
      </div>
      <div className="gallery__controls">
        <button type="button" className="button gallery__button" onClick={() => show(index - 1)} aria-label="Previous image">
          ‹
        </button>
        <p id={statusId} className="gallery__status" aria-live="polite">
          Image {index + 1} of {count}
          <span className="visually-hidden">. Use the arrow keys or swipe to see the others.</span>
        </p>
        <button type="button" className="button gallery__button" onClick={() => show(index + 1)} aria-label="Next image">
          ›
        </button>
      </div>
      <ul className="gallery__thumbs" aria-label="Choose an image">
        {images.map((image, i) => (
          <li key={`${image.src}-${i}`}>
            <button
              type="button"
              className="gallery__thumb"
              aria-label={`Show image ${i + 1}: ${image.alt || title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            >
              <ProductImage image={image} alt="" sizes="72px" className="gallery__thumb-image" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
