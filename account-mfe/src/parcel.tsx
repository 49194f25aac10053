// The account remote as a single-spa parcel: for hosts that do not share our React, and for the
// team's standalone page. Inside the shell the route modules are used directly.
import { createRemoteParcel } from 'shared-ui/parcel';

export const { bootstrap, mount, unmount, update } = createRemoteParcel(
  'account',
  (module) => import(/* webpackExclude: /\.test\.tsx$/ */ `./routes/${module}.tsx`),
);
