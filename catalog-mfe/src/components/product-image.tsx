// A product image with its stored dimensions (no layout shift), from a safe source only.
import type { ImageRef } from 'shared-data';
import { safeImageSrc } from 'shared-ui';

export function ProductImage({ image, alt, className, eager = false, sizes }: { image: ImageRef | null; alt?: string; className?: string; eager?: boolean; sizes?: string }) {
  const src = image ? safeImageSrc(image.src) : undefined;
  if (!image || !src) {
    return (
      <span className={`catalog-image catalog-image--missing ${className ?? ''}`.trim()} role="img" aria-label={alt ?? 'No image'}>
        No image
      </span>
    );
  }
  return (
    <img
      className={`catalog-image ${className ?? ''}`.trim()}
      src={src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(sizes ? { sizes } : {})}
    />
  );
}
