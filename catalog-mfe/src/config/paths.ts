// Every catalogue URL in one place (bulletproof-react's paths): links, redirects and the sitemap
// build them here so a route's shape changes in one file.

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  products: { path: '/products', getHref: (search = '') => `/products${search ? `?${search}` : ''}` },
  product: { path: '/product/:sku/:slug?', getHref: (sku: string, slug: string) => `/product/${segment(sku)}/${segment(slug)}` },
  categories: { path: '/category', getHref: () => '/category' },
  category: { path: '/category/:slug?', getHref: (slug: string, search = '') => `/category/${segment(slug)}${search ? `?${search}` : ''}` },
  subcategory: { path: '/subcategory/:catId', getHref: (id: string, search = '') => `/subcategory/${segment(id)}${search ? `?${search}` : ''}` },
  search: { path: '/search', getHref: (q: string, page = 1) => `/search?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}` },
  cart: { path: '/cart', getHref: () => '/cart' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  orderConfirmation: { path: '/order-confirmation/:orderId', getHref: (orderId: string) => `/order-confirmation/${segment(orderId)}` },
  login: { getHref: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}` },
  accountOrders: { getHref: () => '/account?tab=orders' },
} as const;
