// The order a list keeps while its address stays the same. After a change is saved the list's data
// is read again, and the server's sort may move the changed rows (a list sorted by "Updated" puts
// them first): rows that were shown keep their places, so nothing slides under the pointer between
// two bulk actions. Rows new to the list take the places the server gives them (a new order arriving
// at the top of the orders list stays at the top); rows gone from it are left out.

/** The ids of `next` (the server's order), with the ids also in `shown` in their shown order. */
export function keepShownOrder(shown: readonly string[], next: readonly string[]): string[] {
  const nextIds = new Set(next);
  const kept = shown.filter((id) => nextIds.has(id));
  const keptIds = new Set(kept);
  let slot = 0;
  return next.map((id) => (keptIds.has(id) ? (kept[slot++] as string) : id));
}
