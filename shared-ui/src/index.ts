export { serializeForScript, serializeJsonLd } from './lib/json-ld';
export { createRemoteParcel, type ParcelRoute, type RemoteParcelProps } from './parcel/create-remote-parcel';
export { PendingPage } from './components/pending-page';
export { whatsappUrl, externalLinkProps } from './lib/whatsapp';
export { safeHref } from './lib/safe-url';
export { formatInr, formatNumber } from './lib/format';
export { TextField, type TextFieldProps } from './components/forms/text-field';
export { FormStatus } from './components/forms/form-status';
export { AddressForm, type AddressFormProps } from './components/forms/address-form';
