// /admin/orders/new: an order the shop enters for a buyer (phone, WhatsApp, e-mail, in person).
import { defineRoute } from 'shared-data';
import { PageHeader } from '../components/admin-frame/page-header';
import { NewOrderForm } from '../features/orders/components/new-order-form';

function NewOrderPage() {
  return (
    <section className="admin-page">
      <PageHeader
        routeId="admin-order-new"
        title="New order"
        description="For a buyer who ordered by phone, WhatsApp, e-mail or in person: priced, stocked and invoiced as a shop order."
      />
      <NewOrderForm />
    </section>
  );
}

export default defineRoute({ Component: NewOrderPage });
