// The Why Choose Us grid (docs/product-spec.md §2).
const REASONS = [
  { title: 'Low minimum orders', text: 'Minimums are per design and kept small, so a new counter can test a wide range without heavy investment.' },
  { title: 'Honest weights, clear invoices', text: 'Actual weights on every GST invoice and weighed, sealed parcels, so what you pay for is what you get.' },
  { title: 'New designs every week', text: 'Fresh arrivals in rings, chains, earrings, payal and bangles keep your display moving.' },
  { title: 'Select on a video call', text: 'See pieces live with our team, compare finishes and build a mix that suits your customers and budget.' },
  { title: 'Insured delivery across India', text: 'Every parcel is insured for its invoice value from our door to yours, with tracking shared the same day.' },
  { title: 'Problems put right', text: 'Defects and shortages reported in time are replaced from stock or refunded, no arguments.' },
] as const;

export function WhyChooseUs({ reasons = REASONS }: { reasons?: ReadonlyArray<{ title: string; text: string }> | undefined }) {
  return (
    <section className="home-section home-why" aria-labelledby="home-why-title">
      <div className="home-section__inner">
        <h2 id="home-why-title">Why choose us</h2>
        <ul className="home-grid home-grid--3">
          {reasons.map((reason, index) => (
            <li key={reason.title} className="home-card">
              <span className="home-card__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="home-card__title">{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
