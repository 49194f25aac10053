export { serializeForScript, serializeJsonLd } from './lib/json-ld';
export { PendingPage } from './components/pending-page';
export { whatsappUrl, externalLinkProps } from './lib/whatsapp';
export { safeHref, safeImageSrc } from './lib/safe-url';
export { formatInr, formatNumber } from 'shared-data';
export { TextField, type TextFieldProps } from './components/forms/text-field';
export { FormStatus } from './components/forms/form-status';
export { FormError, useForm, type FieldBinding, type FormApi, type FormState, type UseFormOptions } from './components/forms/use-form';
export { decodeHtmlEntities } from './lib/html-entities';
export { afterHydration, pageHydrated } from './lib/after-hydration';
export { inLaterTask } from './lib/later-task';
export { TextAreaField, type TextAreaFieldProps } from './components/forms/textarea-field';
export { SelectField, type SelectFieldProps } from './components/forms/select-field';
export { Dialog, type DialogProps } from './components/dialog/dialog';
export { StarRating } from './components/rating/star-rating';
export type { VideoCallRequestFormProps } from './components/video-call/video-call-request-form';
export {
  VideoCallRequestButton,
  VideoCallRequestDialog,
  type VideoCallRequestButtonProps,
  type VideoCallRequestDialogProps,
} from './components/video-call/video-call-request-dialog';
export { AuthCartSync } from './components/cart/auth-cart-sync';
