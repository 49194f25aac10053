// What a CSV row changes on a stored product: an export imported again changes nothing (the seed's
// products have no currency; their images keep their sizes), and only a changed cell is reported.
import { describe, expect, it } from 'vitest';
import { changedFields, withStoredImages } from '../../functions/src/import-products';

const uploaded = {
  src: '/media/uploads/ring.webp',
  alt: 'Ring, front',
  width: 600,
  height: 400,
  variants: [{ src: '/media/uploads/ring-320.webp', width: 320, height: 213 }],
};
const stored = {
  sku: 'SLV-RNG-0001',
  slug: 'twisted-rope-band',
  title: 'Twisted Rope Stackable Band',
  category: 'Rings',
  categorySlug: 'rings',
  price: 2199,
  stock: 4,
  status: 'active',
  images: [uploaded],
  tags: ['band'],
};
// The row as an export read back gives it: the image by address and description, sized 800 by the
// client, which knows no better; the currency every import sets.
const row = { ...stored, currency: 'INR', images: [{ src: uploaded.src, alt: 'Ring, front', width: 800, height: 800 }] };

describe('a CSV row against the stored product', () => {
  it('keeps an image the product has with its stored sizes and variants, taking the description from the file', () => {
    expect(withStoredImages(stored, row.images)).toEqual([uploaded]);
    expect(withStoredImages(stored, [{ src: uploaded.src, alt: 'New words' }])).toEqual([{ ...uploaded, alt: 'New words' }]);
    const fresh = { src: '/media/uploads/other.webp', alt: 'Other', width: 800, height: 800 };
    expect(withStoredImages(stored, [fresh])).toEqual([fresh]);
    expect(withStoredImages(undefined, [fresh])).toEqual([fresh]);
  });

  it('finds nothing changed in an export imported again, and only the price when a price was changed', () => {
    expect(changedFields(stored, { ...row, images: withStoredImages(stored, row.images) })).toEqual([]);
    expect(changedFields(stored, { ...row, price: 2299, images: withStoredImages(stored, row.images) })).toEqual(['price']);
    // Without keeping the stored image, the sizes alone made it "updated".
    expect(changedFields(stored, row)).toEqual(['images']);
    expect(changedFields({ ...stored, currency: 'USD' }, { ...row, images: withStoredImages(stored, row.images) })).toEqual(['currency']);
  });
});
