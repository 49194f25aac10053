// State that belongs to the page at one address, such as the message a save leaves ("Saved Floral
// ring."). The router keeps a route's component mounted when only its address changes (a product to
// /admin/products/new?from=… by Duplicate, a tax invoice to its packing slip), and plain useState
// would carry the message over to the next page. Here a value set at one address is read back only
// there, and leaving the address forgets it: coming back does not say it again.
import { useCallback, useState } from 'react';
import { useLocation } from 'shared-router';

export function usePageState<T>(initial: T): [T, (value: T) => void] {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  const [stored, setStored] = useState<{ address: string; value: T } | null>(null);
  // The setter is bound to the address it was made at: a save that finishes after the person has
  // moved on does not leave its message on the page they went to.
  const set = useCallback((value: T) => setStored({ address, value }), [address]);
  if (stored && stored.address !== address) setStored(null);
  return [stored && stored.address === address ? stored.value : initial, set];
}
