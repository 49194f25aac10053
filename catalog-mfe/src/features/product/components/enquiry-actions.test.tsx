import { render, screen } from '@testing-library/react';
import { productFixture, withRouter } from '../../../test-utils';
import { EnquiryActions, enquiryText } from './enquiry-actions';

describe('EnquiryActions', () => {
  it('opens WhatsApp safely with a message naming the product, its SKU and its page', () => {
    const url = 'https://shop.example/product/SLV-RNG-0001/twisted-rope-stackable-band';
    render(withRouter(<EnquiryActions product={productFixture()} canonicalUrl={url} />));
    const link = screen.getByRole('link', { name: /Enquire on WhatsApp/ });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(enquiryText(productFixture(), url));
    expect(href.searchParams.get('text')).toContain('"Twisted Rope Stackable Band" (SKU SLV-RNG-0001)');
    expect(href.searchParams.get('text')).toContain(url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Book Video Call' })).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
