import { render, screen } from '@testing-library/react';
import type { ImageRef } from 'shared-data';
import { ProductImage } from './product-image';
import { ProductGrid } from './product-grid';
import { productFixture, withRouter } from '../test-utils';

const ring: ImageRef = {
  src: '/media/products/ring.svg',
  alt: 'Silver ring',
  width: 600,
  height: 600,
  variants: [
    { src: '/media/library/ring/320.webp', width: 320 },
    { src: '/media/library/ring/640.webp', width: 640 },
  ],
};

describe('ProductImage loading', () => {
  it('fetches the page’s main image first and never lazily, with its dimensions', () => {
    render(<ProductImage image={ring} priority />);
    const image = screen.getByRole('img', { name: 'Silver ring' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '600');
  });

  it('loads other images lazily, with the sizes they are drawn at for their srcset', () => {
    render(<ProductImage image={ring} alt="Thumbnail" sizes="72px" />);
    const image = screen.getByRole('img', { name: 'Thumbnail' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).toHaveAttribute('srcset', '/media/library/ring/320.webp 320w, /media/library/ring/640.webp 640w');
    expect(image).toHaveAttribute('sizes', '72px');
  });
});

describe('ProductGrid image loading', () => {
  const products = Array.from({ length: 6 }, (_, i) => productFixture({ id: `slv-rng-000${i + 1}`, title: `Ring ${i + 1}` }));
  const loading = (images: HTMLImageElement[]) => images.map((image) => image.getAttribute('fetchpriority') ?? image.getAttribute('loading'));

  it('on the first screen, fetches the first row first, loads the next two at once and the rest lazily', async () => {
    const { container } = render(withRouter(<ProductGrid products={products} listId="all" listName="All" label="All products" firstScreen />));
    await screen.findByRole('list', { name: 'All products' });
    const images = [...container.querySelectorAll('img')];
    expect(loading(images)).toEqual(['high', 'high', 'eager', 'eager', 'lazy', 'lazy']);
    // Drawn at half a phone's width (two cards a row): the browser picks a small copy there.
    expect(images[0]).toHaveAttribute('sizes', '(max-width: 599px) 50vw, 300px');
  });

  it('further down a page (related products), loads every image lazily', async () => {
    const { container } = render(withRouter(<ProductGrid products={products} listId="related" listName="Related" label="Related products" />));
    await screen.findByRole('list', { name: 'Related products' });
    expect(loading([...container.querySelectorAll('img')])).toEqual(['lazy', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
  });
});
