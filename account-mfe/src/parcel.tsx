// The account remote as a single-spa parcel: for hosts that do not share our React, and for the
// team's standalone page. Inside the shell the route modules are used directly.
import { createRemoteParcel, type ParcelRoute } from 'shared-ui/parcel';
import LoginRoute from './routes/login';
import RegisterRoute from './routes/register';
import ForgotPasswordRoute from './routes/forgot-password';
import AccountRoute from './routes/account';

export const parcelRoutes: ParcelRoute[] = [
  { path: '/login', title: 'Login', module: LoginRoute },
  { path: '/register', title: 'Register', module: RegisterRoute },
  { path: '/forgot-password', title: 'Reset Password', module: ForgotPasswordRoute },
  { path: '/account', title: 'My Account', module: AccountRoute },
];

const lifecycles = createRemoteParcel('account', parcelRoutes);

export const { bootstrap, mount, unmount, update } = lifecycles;
