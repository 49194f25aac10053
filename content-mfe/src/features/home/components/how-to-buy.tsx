// How to Buy in three steps (docs/product-spec.md §2).
import { Link } from 'shared-router';
import type { HomePoint } from 'shared-data';

/** The shop's own steps (settings.home), or the wholesaler's. */
export function HowToBuy({ dispatch, steps }: { dispatch: string; steps?: readonly HomePoint[] | undefined }) {
  if (steps?.length) {
    return (
      <section className="home-section home-steps" aria-labelledby="home-steps-title">
        <div className="home-section__inner">
          <h2 id="home-steps-title">How to buy</h2>
          <ol className="home-steps__list">
            {steps.map((step) => (
              <li key={step.title} className="home-step">
                <h3 className="home-step__title">{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    );
  }
  return (
    <section className="home-section home-steps" aria-labelledby="home-steps-title">
      <div className="home-section__inner">
        <h2 id="home-steps-title">How to buy</h2>
        <ol className="home-steps__list">
          <li className="home-step">
            <h3 className="home-step__title">Browse the catalogue</h3>
            <p>
              Explore every design with prices and minimum quantities in the <Link to="/products">catalogue</Link> or our app.
            </p>
          </li>
          <li className="home-step">
            <h3 className="home-step__title">Enquire or book a video call</h3>
            <p>Message us on WhatsApp or see pieces live on a video call; we confirm stock and suggest a mix for your budget.</p>
          </li>
          <li className="home-step">
            <h3 className="home-step__title">Confirm and receive</h3>
            <p>Confirm your order and pay by bank transfer. {dispatch}, insured, with tracking shared the same day.</p>
          </li>
        </ol>
      </div>
    </section>
  );
}
