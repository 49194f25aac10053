// Exposed as `catalog/header-search`: the shell renders a plain search form on the server and
// swaps this in once the shopper reaches for it, handing over what they typed there (`takeOver`).
import { HeaderSearch, type HeaderSearchProps } from './features/search/components/header-search';
import './styles/catalog.css';

export default function CatalogHeaderSearch(props: Pick<HeaderSearchProps, 'takeOver'>) {
  return <HeaderSearch {...props} />;
}
