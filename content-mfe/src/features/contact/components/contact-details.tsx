// The shop's address, phone, e-mail, WhatsApp, map link and hours, from `settings/site`.
import { track, type SiteSettings } from 'shared-data';
import { externalLinkProps, safeHref, whatsappUrl } from 'shared-ui';

export function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.replace(/\D/g, '').length >= 7 ? safeHref(`tel:${digits}`) : undefined;
}

export function ContactDetails({ settings }: { settings: SiteSettings }) {
  const { contact } = settings;
  const tel = telHref(contact.phone);
  const mail = contact.email ? safeHref(`mailto:${contact.email}`) : undefined;
  const map = safeHref(contact.mapUrl);
  const whatsapp = whatsappUrl(contact.whatsappNumber, settings.whatsapp.defaultMessage);
  return (
    <section className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Visit, call or write</h2>
      <dl className="contact-details__list">
        <dt>Address</dt>
        <dd>
          <address>{contact.address}</address>
          {map ? (
            <a href={map} {...externalLinkProps}>
              Open in Maps
            </a>
          ) : null}
        </dd>
        <dt>Phone</dt>
        <dd>{tel ? <a href={tel}>{contact.phone}</a> : contact.phone}</dd>
        <dt>E-mail</dt>
        <dd>{mail ? <a href={mail}>{contact.email}</a> : contact.email}</dd>
        <dt>WhatsApp</dt>
        <dd>
          <a href={whatsapp} {...externalLinkProps} onClick={() => track('click', { category: 'engagement', label: 'contact_whatsapp' })}>
            Chat with us on WhatsApp
          </a>
        </dd>
        {contact.hours ? (
          <>
            <dt>Hours</dt>
            <dd>{contact.hours}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
