// What the signed-in customer's review shows while its code or their stored review loads.
export function LoadingOwnReview() {
  return (
    <p className="review-form__loading" aria-live="polite">
      Loading your review…
    </p>
  );
}
