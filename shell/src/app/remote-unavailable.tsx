// The fallback for a part of the site whose remote cannot be loaded right now.
import { useRevalidator } from 'shared-router';
import type { RemoteName } from 'shared-data/routes';

const areaNames: Record<RemoteName, string> = {
  catalog: 'catalogue',
  account: 'account',
  content: 'content',
  admin: 'admin',
};

export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry?: () => void }) {
  const revalidator = useRevalidator();
  const retrying = revalidator.state === 'loading';
  return (
    <section className="remote-unavailable" role="alert" aria-live="assertive" data-remote-unavailable={remote}>
      <h1 className="remote-unavailable__title">This part of the site is unavailable</h1>
      <p>The {areaNames[remote]} section could not be loaded. The rest of the site still works — please retry in a moment.</p>
      <button
        type="button"
        className="button button--primary"
        disabled={retrying}
        onClick={() => {
          onRetry?.();
          void revalidator.revalidate();
        }}
      >
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </section>
  );
}
