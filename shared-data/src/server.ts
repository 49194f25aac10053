// shared-data's server-side entry: helpers only servers use (the shop server, the functions), kept
// out of the browsers' shared-data so no page downloads them.
export { clientAddress, trustedProxyHops, TRUSTED_PROXY_HOPS_ENV } from './platform/client-address';
