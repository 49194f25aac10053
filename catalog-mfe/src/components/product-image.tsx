// A product image with its stored dimensions (no layout shift), from a safe source only, with its
// sizes in `srcset` when the media library made them. Loading: `priority` for the page's largest
// image above the fold (fetched first, decoded as soon as it arrives: it is the LCP), `eager` for the
// rest of the first screen, lazy below it.
import type { ImageRef } from 'shared-data';
import { safeImageSrc } from 'shared-ui';

export function ProductImage({
  image,
  alt,
  className,
  eager = false,
  priority = false,
  sizes,
}: {
  image: ImageRef | null;
  alt?: string;
  className?: string;
  eager?: boolean;
  priority?: boolean;
  /** The `sizes` of its `srcset`: how wide it is drawn (default: the full width of a phone, 600px beyond). */
  sizes?: string;
}) {
  const src = image ? safeImageSrc(image.src) : undefined;
  if (!image || !src) {
    return (
      <span className={`catalog-image catalog-image--missing ${className ?? ''}`.trim()} role="img" aria-label={alt ?? 'No image'}>
        No image
      </span>
    );
  }
  // The media library's WebP sizes, when the image has them: the browser picks the one it needs.
  const srcSet = image.variants
    ?.map((variant) => ({ src: safeImageSrc(variant.src), width: variant.width }))
    .filter((variant) => variant.src)
    .map((variant) => `${variant.src} ${variant.width}w`)
    .join(', ');
  return (
    <img
      className={`catalog-image ${className ?? ''}`.trim()}
      src={src}
      {...(srcSet ? { srcSet, sizes: sizes ?? '(max-width: 600px) 100vw, 600px' } : {})}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' as const } : { loading: eager ? ('eager' as const) : ('lazy' as const), decoding: 'async' as const })}
      {...(sizes && !srcSet ? { sizes } : {})}
    />
  );
}
