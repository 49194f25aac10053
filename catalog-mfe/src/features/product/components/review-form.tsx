// The signed-in customer's review of this product: their stored review's state (waiting for
// approval, published, or rejected with the shop's reason), and a form to write or edit it — a
// rating from 1 to 5 (radio buttons, so arrow keys work), a title and the text. Every edit goes
// back to the queue for approval. Loaded on demand, for signed-in customers only (product-reviews.tsx
// shows the others a link to sign in): the product page's first view does not carry it.
import { useEffect, useState } from 'react';
import { loadBrowserDb } from 'shared-auth';
import { REVIEW_LIMITS, type Review } from 'shared-data';
import { reviewFormSchema } from 'shared-data/shopper';
import { FormStatus, TextAreaField, TextField, useForm } from 'shared-ui';
import { fetchOwnReview, submitReview } from '../../../lib/reviews';
import { LoadingOwnReview } from './loading-own-review';

const RATING_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

interface ReviewValues {
  rating: string;
  title: string;
  text: string;
}

const valuesOf = (review: Review | null): ReviewValues => ({
  rating: review ? String(review.rating) : '',
  title: review?.title ?? '',
  text: review?.text ?? '',
});

export default function OwnReview({ productId, productTitle, uid }: { productId: string; productTitle: string; uid: string }) {
  const [own, setOwn] = useState<{ review: Review | null; error: string | null } | null>(null);
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    let live = true;
    loadBrowserDb()
      .then((db) => (db ? fetchOwnReview(db, productId, uid) : Promise.reject(new Error('no database'))))
      .then(
        (review) => live && setOwn({ review, error: null }),
        () => live && setOwn({ review: null, error: 'Your review could not be loaded. Reload the page to see or edit it.' }),
      );
    return () => {
      live = false;
    };
  }, [productId, uid]);

  if (!own) return <LoadingOwnReview />;
  if (own.error) return <p role="alert">{own.error}</p>;
  const { review } = own;

  return (
    <div className="review-form">
      {review ? <OwnReviewState review={review} /> : null}
      {editing ? (
        <ReviewEditor
          productId={productId}
          productTitle={productTitle}
          review={review}
          onSaved={(saved) => {
            setOwn({ review: saved, error: null });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <button type="button" className="button" onClick={() => setEditing(true)}>
          {review ? 'Edit your review' : 'Write a review'}
        </button>
      )}
    </div>
  );
}

function OwnReviewState({ review }: { review: Review }) {
  if (review.status === 'approved') return <p role="status">Your review is published. Thank you!</p>;
  if (review.status === 'pending') return <p role="status">Thank you! Your review is waiting for approval; it appears here once the shop has read it.</p>;
  return (
    <p role="status">The shop did not publish your review{review.rejectionReason ? `: ${review.rejectionReason}` : '.'} You can edit it and send it again.</p>
  );
}

function ReviewEditor({
  productId,
  productTitle,
  review,
  onSaved,
  onCancel,
}: {
  productId: string;
  productTitle: string;
  review: Review | null;
  onSaved: (review: Review) => void;
  onCancel: () => void;
}) {
  const form = useForm({
    initialValues: valuesOf(review),
    schema: reviewFormSchema(productId),
    onSubmit: async (input) => {
      const result = await submitReview(input);
      const now = new Date().toISOString();
      onSaved({
        uid: review?.uid ?? '',
        productId,
        productTitle,
        authorName: review?.authorName ?? '',
        rating: input.rating,
        title: input.title,
        text: input.text,
        status: result.status,
        verifiedPurchase: result.verifiedPurchase,
        rejectionReason: '',
        reply: review?.reply ?? '',
        repliedAt: review?.repliedAt ?? null,
        createdAt: review?.createdAt ?? now,
        updatedAt: now,
      });
    },
  });
  const ratingError = form.errors.rating;
  const rating = Number(form.values.rating) || 0;
  return (
    <form {...form.formProps} className="review-form__form" aria-labelledby="review-form-heading">
      <h3 id="review-form-heading">{review ? 'Edit your review' : 'Write a review'}</h3>
      <fieldset className="review-form__rating" aria-describedby={ratingError ? 'review-rating-error' : undefined}>
        <legend>Your rating</legend>
        <div className="review-form__stars">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={`review-form__star${value <= rating ? ' review-form__star--on' : ''}`}>
              <input
                type="radio"
                name="rating"
                value={value}
                checked={form.values.rating === String(value)}
                onChange={() => form.setValue('rating', String(value))}
                aria-invalid={ratingError && value === 1 ? true : undefined}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {value} {value === 1 ? 'star' : 'stars'}: {RATING_WORDS[value]}
              </span>
            </label>
          ))}
          <span className="review-form__rating-word" aria-hidden="true">
            {rating ? RATING_WORDS[rating] : ''}
          </span>
        </div>
        {ratingError ? (
          <p id="review-rating-error" className="field__error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>
      <TextField label="Title" {...form.field('title')} maxLength={REVIEW_LIMITS.title} hint="Sum it up in a few words." />
      <TextAreaField
        label="Your review"
        {...form.field('text')}
        rows={5}
        maxLength={REVIEW_LIMITS.text}
        hint={`What did you like or not? At least ${REVIEW_LIMITS.textMin} characters; every review is read by the shop before it appears.`}
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={form.pending}>
          {form.pending ? 'Sending…' : review ? 'Send the edited review' : 'Send review'}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={form.pending}>
          Cancel
        </button>
      </div>
      <FormStatus state={form.status} />
    </form>
  );
}
