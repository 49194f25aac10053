// A page whose content is not built yet: its heading, clearly marked as such — never fake content.
export function PendingPage({ title, note }: { title: string; note?: string }) {
  return (
    <section className="page pending-page" data-pending-page="true">
      <h1>{title}</h1>
      <p className="pending-page__note" role="note">
        {note ?? 'This page is not available yet.'}
      </p>
    </section>
  );
}
