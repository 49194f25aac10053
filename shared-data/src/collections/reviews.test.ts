import { describe, expect, it } from 'vitest';
import { productRatingOf, ratingLabel, reviewAuthorName, toReview } from './reviews';
import { reviewFormSchema } from '../callables/reviews';

describe('review helpers', () => {
  it('name the author by first name and last initial, never more', () => {
    expect(reviewAuthorName('Priya Sharma')).toBe('Priya S.');
    expect(reviewAuthorName('  anil  kumar  verma ')).toBe('anil V.');
    expect(reviewAuthorName('Meera')).toBe('Meera');
    expect(reviewAuthorName('')).toBe('Customer');
    expect(reviewAuthorName(null)).toBe('Customer');
  });

  it('give a product rating only when approved reviews add up', () => {
    expect(productRatingOf({ reviewCount: 3, reviewSum: 13 })).toEqual({ average: 4.3, count: 3 });
    expect(productRatingOf({ reviewCount: 0, reviewSum: 0 })).toBeNull();
    expect(productRatingOf({})).toBeNull();
    expect(productRatingOf({ reviewCount: 2, reviewSum: 1 })).toBeNull();
    expect(ratingLabel({ average: 4.5, count: 1200 })).toBe('Rated 4.5 out of 5 from 1,200 reviews');
  });

  it('read a stored review defensively', () => {
    const review = toReview('slv-1', 'u1', { rating: 9, status: 'odd', title: 'Nice', text: 'Lovely ring', verifiedPurchase: 'yes' });
    expect(review).toMatchObject({ productId: 'slv-1', uid: 'u1', rating: 5, status: 'pending', verifiedPurchase: false, authorName: 'Customer' });
  });

  it("check the review form with the callable's messages, keyed by field", () => {
    const check = reviewFormSchema('slv-1');
    const empty = check.safeParse({ rating: '', title: ' ', text: 'short' });
    expect(empty.success).toBe(false);
    const byField = Object.fromEntries((empty.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toEqual({
      rating: 'Choose a rating from 1 to 5 stars.',
      title: 'Give your review a title.',
      text: 'Write at least 10 characters about the product.',
    });
    expect(check.parse({ rating: '4', title: ' Bright ', text: 'Bright polish, sturdy clasp.' })).toEqual({
      productId: 'slv-1',
      rating: 4,
      title: 'Bright',
      text: 'Bright polish, sturdy clasp.',
    });
  });
});
