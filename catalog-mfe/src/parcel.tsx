// The catalog remote as a single-spa parcel: for hosts that do not share our React, and for the
// team's standalone page. Inside the shell the route modules are used directly.
import { createRemoteParcel, type ParcelRoute } from 'shared-ui/parcel';
import ProductsRoute from './routes/products';
import ProductDetailRoute from './routes/product-detail';
import CategoryRoute from './routes/category';
import SubcategoryRoute from './routes/subcategory';
import SearchRoute from './routes/search';
import CartRoute from './routes/cart';
import CheckoutRoute from './routes/checkout';
import OrderConfirmationRoute from './routes/order-confirmation';

export const parcelRoutes: ParcelRoute[] = [
  { path: '/products', title: 'All Products', module: ProductsRoute },
  { path: '/product/:sku/:slug?', title: 'Product Details', module: ProductDetailRoute },
  { path: '/category/:slug?', title: 'Category', module: CategoryRoute },
  { path: '/subcategory/:catId', title: 'Subcategory', module: SubcategoryRoute },
  { path: '/search', title: 'Search Results', module: SearchRoute },
  { path: '/cart', title: 'Cart', module: CartRoute },
  { path: '/checkout', title: 'Checkout', module: CheckoutRoute },
  { path: '/order-confirmation/:orderId', title: 'Order Confirmation', module: OrderConfirmationRoute },
];

const lifecycles = createRemoteParcel('catalog', parcelRoutes);

export const { bootstrap, mount, unmount, update } = lifecycles;
