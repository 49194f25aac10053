// "Silver rate today" above the header of every public page, when the settings show it (Settings →
// Pricing): the rate per gram of fine silver in force and since when, read with the settings by the
// root loader (server-rendered, so the line is there on the first view and nothing moves in).
// Nothing when the settings hide it or the shop has set no rate.
import { formatInr, useRootData } from 'shared-data';

export function SilverRateToday() {
  const root = useRootData();
  const rate = root?.silverRate;
  if (!root?.settings.pricing.showSilverRate || !rate) return null;
  return (
    <aside className="silver-rate-bar" aria-label="Silver rate today">
      <p>
        Silver rate today: <strong>{formatInr(rate.rupeesPerGram)}/g</strong> (fine, 999)
        {rate.effectiveFrom && rate.effectiveFromText ? (
          <>
            {' · '}
            <time dateTime={rate.effectiveFrom}>{rate.effectiveFromText}</time>
          </>
        ) : null}
      </p>
    </aside>
  );
}
