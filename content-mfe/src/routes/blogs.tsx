import type { RouteModule } from 'shared-data';
import { PendingPage } from 'shared-ui';

const route: RouteModule = { Component: () => <PendingPage title="Glam Buzz - Latest Blogs" /> };

export default route;
