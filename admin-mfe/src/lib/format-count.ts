// How the admin says how many of something: the number in Indian grouping (formatNumber) and the
// noun in the singular or the plural, "1 product", "1,250 products", "3 WebP sizes".
import { formatNumber } from 'shared-ui';

export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatNumber(count)} ${count === 1 ? noun : plural}`;
}
