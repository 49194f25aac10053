// `shared-ui/tax-document`: a frozen GST tax invoice or credit note as printed, for the admin's pages
// and the customer's. Its own entry, so no storefront page downloads it before one is opened.
export { TaxDocumentView, type TaxDocumentViewProps } from './components/tax-document/tax-document-view';
