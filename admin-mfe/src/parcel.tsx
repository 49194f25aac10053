// The admin remote as a single-spa parcel: for hosts that do not share our React, and for the
// team's standalone page. Inside the shell the route modules are used directly.
import { createRemoteParcel, type ParcelRoute } from 'shared-ui/parcel';
import DashboardRoute from './routes/dashboard';
import ProductsRoute from './routes/products';
import CategoriesRoute from './routes/categories';
import BlogsRoute from './routes/blogs';
import OrdersRoute from './routes/orders';
import CustomersRoute from './routes/customers';
import AnalyticsRoute from './routes/analytics';
import SeoRoute from './routes/seo';
import SettingsRoute from './routes/settings';
import PlaceholderRoute from './routes/placeholder';

export const parcelRoutes: ParcelRoute[] = [
  { path: '/admin', title: 'Admin Dashboard', module: DashboardRoute },
  { path: '/admin/products', title: 'Manage Products', module: ProductsRoute },
  { path: '/admin/categories', title: 'Manage Categories', module: CategoriesRoute },
  { path: '/admin/blogs', title: 'Manage Blogs - Glam Buzz', module: BlogsRoute },
  { path: '/admin/orders', title: 'Manage Orders', module: OrdersRoute },
  { path: '/admin/customers', title: 'Manage Customers', module: CustomersRoute },
  { path: '/admin/analytics', title: 'Analytics', module: AnalyticsRoute },
  { path: '/admin/seo', title: 'SEO Management', module: SeoRoute },
  { path: '/admin/settings', title: 'Settings', module: SettingsRoute },
  { path: '/admin/inventory', title: 'Inventory Management', module: PlaceholderRoute },
];

const lifecycles = createRemoteParcel('admin', parcelRoutes);

export const { bootstrap, mount, unmount, update } = lifecycles;
