// `/contact` (Contact Us): the shop's address, phone, e-mail, WhatsApp and map link from settings,
// and the contact form for the admin's support inbox.
import type { RouteModule } from 'shared-data';
import { useSiteSettings } from 'shared-data';
import { useAuthUser } from 'shared-auth';
import { ContactDetails } from '../features/contact/components/contact-details';
import { ContactForm } from '../features/contact/components/contact-form';
import '../features/contact/contact.css';

function ContactPage() {
  const settings = useSiteSettings();
  // The signed-in customer (the same auth state as the shell's header) needs not type their name.
  const user = useAuthUser();
  return (
    <section className="page contact" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact Us</h1>
      <p className="contact__intro">Questions about designs, prices or an order? Message us below, or reach {settings.brand.name} directly.</p>
      <div className="contact__grid">
        <ContactDetails settings={settings} />
        <ContactForm key={user?.uid ?? 'visitor'} fallbackEmail={settings.contact.email} initial={user ? { name: user.displayName, email: user.email } : {}} />
      </div>
    </section>
  );
}

const route: RouteModule = {
  Component: ContactPage,
  meta: () => ({
    description: 'Contact our wholesale team: address, phone, e-mail and WhatsApp, or send us a message about designs, prices or an order.',
    canonicalPath: '/contact',
    type: 'website',
  }),
};

export default route;
