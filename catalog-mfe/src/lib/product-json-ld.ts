// What makes a product with options (issue 40) a schema.org ProductGroup on its page: its id, what
// the variants vary by, and each variant on sale as a Product with its own SKU, GTIN, colour or size
// (other options as additionalProperty), pictures, address (`?variant=`) and Offer. Made by the
// product page's loader (features/product/api/load-product.ts): no page's first view carries it.
import { variantLabel, type Product } from 'shared-data';

function offerJsonLd(url: string, price: number, stock: number, minOrderQty: number) {
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price,
    availability: stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    eligibleQuantity: { '@type': 'QuantitativeValue', minValue: minOrderQty },
  };
}

/** The schema.org property of an option kind ('text' options are additionalProperty values). */
const PROPERTY = { colour: 'color', size: 'size', text: '' } as const;

/** A ProductGroup's own fields; `url` is the product's canonical address, `imageUrl` makes a picture's absolute. */
export function productGroupJsonLd(
  product: Pick<Product, 'sku' | 'title' | 'options' | 'variants' | 'minOrderQty'>,
  url: string,
  imageUrl: (src: string) => string,
) {
  const { options } = product;
  return {
    productGroupID: product.sku,
    variesBy: [...new Set(options.flatMap((option) => (PROPERTY[option.kind] ? [`https://schema.org/${PROPERTY[option.kind]}`] : [])))],
    hasVariant: product.variants
      .filter((variant) => variant.status === 'active')
      .map((variant) => {
        const own = `${url}?variant=${encodeURIComponent(variant.sku)}`;
        const values = options.map((option) => ({ option, value: variant.options[option.name] ?? '' }));
        const named = values.filter(({ option }) => PROPERTY[option.kind]);
        const others = values.filter(({ option }) => !PROPERTY[option.kind]);
        return {
          '@type': 'Product',
          name: `${product.title} (${variantLabel(options, variant)})`,
          sku: variant.sku,
          ...(variant.gtin ? { gtin: variant.gtin } : {}),
          ...Object.fromEntries(named.map(({ option, value }) => [PROPERTY[option.kind], value])),
          ...(others.length ? { additionalProperty: others.map(({ option, value }) => ({ '@type': 'PropertyValue', name: option.name, value })) } : {}),
          ...(variant.images.length ? { image: variant.images.map((image) => imageUrl(image.src)) } : {}),
          url: own,
          offers: offerJsonLd(own, variant.price, variant.stock, product.minOrderQty),
        };
      }),
  };
}
