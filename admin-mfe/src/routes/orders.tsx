import type { RouteModule } from 'shared-data';
import { PendingPage } from 'shared-ui';

const route: RouteModule = { Component: () => <PendingPage title="Manage Orders" /> };

export default route;
