// `shared-ui/address-form`: the shipping-address form (My Account's address book, checkout). Not a
// federated shared module: it keeps no state, so each app that shows it bundles it with that page's
// code, and no first view of the shop carries it (`shared-ui` itself is on every page).
export { AddressForm, type AddressFormProps } from './components/forms/address-form';
