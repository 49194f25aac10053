export { serializeForScript, serializeJsonLd } from './lib/json-ld';
export { createRemoteParcel, type ParcelRoute, type RemoteParcelProps } from './parcel/create-remote-parcel';
export { PendingPage } from './components/pending-page';
export { whatsappUrl, externalLinkProps } from './lib/whatsapp';
export { safeHref } from './lib/safe-url';
export { formatInr, formatNumber } from './lib/format';
