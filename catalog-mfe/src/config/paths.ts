// Every catalogue URL in one place (bulletproof-react's paths): links, redirects and the sitemap
// build them here from the route table's paths, so a route's shape changes in one file.
import { routeById, routeHref } from 'shared-data';

const withSearch = (search: string) => (search ? `?${search}` : '');

export const paths = {
  products: { path: routeById('products').path, getHref: (search = '') => `${routeHref('products')}${withSearch(search)}` },
  product: {
    path: routeById('product').path,
    /** `variant`: a variant's SKU, which the page opens on (`?variant=`). */
    getHref: (sku: string, slug: string, variant?: string) =>
      `${routeHref('product', { sku, slug })}${variant ? `?variant=${encodeURIComponent(variant)}` : ''}`,
  },
  categories: { path: routeHref('category'), getHref: () => routeHref('category') },
  category: { path: routeById('category').path, getHref: (slug: string, search = '') => `${routeHref('category', { slug })}${withSearch(search)}` },
  subcategory: { path: routeById('subcategory').path, getHref: (catId: string, search = '') => `${routeHref('subcategory', { catId })}${withSearch(search)}` },
  search: {
    path: routeById('search').path,
    getHref: (q: string, page = 1) => `${routeHref('search')}?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`,
  },
  cart: { path: routeById('cart').path, getHref: () => routeHref('cart') },
  checkout: { path: routeById('checkout').path, getHref: () => routeHref('checkout') },
  orderConfirmation: { path: routeById('order-confirmation').path, getHref: (orderId: string) => routeHref('order-confirmation', { orderId }) },
  orderDocument: {
    path: routeById('order-document').path,
    getHref: (orderId: string, documentId: string) => routeHref('order-document', { orderId, documentId }),
  },
  login: { getHref: (redirect: string) => `${routeHref('login')}?redirect=${encodeURIComponent(redirect)}` },
  accountOrders: { getHref: () => `${routeHref('account')}?tab=orders` },
} as const;
