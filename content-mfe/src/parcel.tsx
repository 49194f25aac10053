// The content remote as a single-spa parcel: for hosts that do not share our React, and for the
// team's standalone page. Inside the shell the route modules are used directly.
import { createRemoteParcel, type ParcelRoute } from 'shared-ui/parcel';
import HomeRoute from './routes/home';
import AboutRoute from './routes/about';
import BlogsRoute from './routes/blogs';
import BlogPostRoute from './routes/blog-post';
import ContactRoute from './routes/contact';
import InfoPageRoute from './routes/info-page';
import FaqsRoute from './routes/faqs';
import CareersRoute from './routes/careers';

export const parcelRoutes: ParcelRoute[] = [
  { path: '/', title: 'Home', module: HomeRoute },
  { path: '/about', title: 'About Us', module: AboutRoute },
  { path: '/blogs', title: 'Glam Buzz - Latest Blogs', module: BlogsRoute },
  { path: '/blogs/:slug', title: 'Blog Post', module: BlogPostRoute },
  { path: '/contact', title: 'Contact Us', module: ContactRoute },
  { path: '/privacy-policy', title: 'Privacy Policy', module: InfoPageRoute },
  { path: '/shipping', title: 'Shipping Policy', module: InfoPageRoute },
  { path: '/returns', title: 'Returns & Refunds', module: InfoPageRoute },
  { path: '/terms-conditions', title: 'Terms & Conditions', module: InfoPageRoute },
  { path: '/faqs', title: 'FAQs', module: FaqsRoute },
  { path: '/careers', title: 'Careers', module: CareersRoute },
];

const lifecycles = createRemoteParcel('content', parcelRoutes);

export const { bootstrap, mount, unmount, update } = lifecycles;
