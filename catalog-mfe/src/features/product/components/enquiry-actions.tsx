// The ways to buy besides the cart (reading A's; settings.features turns each off): a WhatsApp enquiry naming the product, its SKU and its page, and a
// video-call request with the product prefilled.
import { track, useSiteSettings, type ProductSummary } from 'shared-data';
import { externalLinkProps, VideoCallRequestButton, whatsappUrl } from 'shared-ui';

export function enquiryText(product: Pick<ProductSummary, 'title' | 'sku'>, url: string): string {
  return `Hello! I would like to enquire about "${product.title}" (SKU ${product.sku}): ${url}`;
}

export function EnquiryActions({ product, canonicalUrl }: { product: ProductSummary; canonicalUrl: string }) {
  const settings = useSiteSettings();
  const href = whatsappUrl(settings.contact.whatsappNumber, enquiryText(product, canonicalUrl));
  // Only the ways the shop offers (settings.features): a beauty shop may take neither.
  const { whatsappEnquiry, videoCall } = settings.features;
  if (!whatsappEnquiry && !videoCall) return null;
  return (
    <div className="enquiry-actions">
      {whatsappEnquiry ? (
        <a
          className="button enquiry-actions__whatsapp"
          href={href}
          {...externalLinkProps}
          onClick={() => track('click', { category: 'whatsapp_enquiry', label: product.title, item_id: product.sku })}
        >
          Enquire on WhatsApp
          <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
        </a>
      ) : null}
      {videoCall ? (
        <VideoCallRequestButton
          className="button"
          source="product"
          products={[`${product.sku} — ${product.title}`.slice(0, 100)]}
          onOpen={() => track('click', { category: 'video_call', label: product.title, item_id: product.sku })}
        >
          Book Video Call
        </VideoCallRequestButton>
      ) : null}
    </div>
  );
}
