// Small text helpers for the content pages.

/** "Italy, Turkey and Hong Kong". */
export function listInEnglish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
