import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTaxDocument, metalPrice, toTaxDocument, type InvoiceLineInput, type MetalPriceRule, type TaxSettings } from 'shared-data/admin';
import { linePricingNotes, TaxDocumentView } from './tax-document-view';

const tax: TaxSettings = {
  legalName: 'Rajatmaya Silver Private Limited',
  gstin: '27AABCR1234F1ZS',
  address: 'Kalbadevi, Mumbai 400002, Maharashtra, India',
  state: 'Maharashtra',
  hsnCode: '7113',
  ratePercent: 3,
  pricesIncludeTax: true,
  invoicePrefix: 'RS',
};
const sterling: MetalPriceRule = { basis: 'metal', purity: 925, making: { per: 'gram', rupees: 12 }, extraRupees: 0 };
// 10 g × ₹100 × 0.925 = ₹925, making ₹120, GST 3 % ₹31.35: ₹1,076.35, to the rupee ₹1,076.
const breakup = metalPrice(10, sterling, { id: 'rate-1', rupeesPerGram: 100, effectiveFrom: '2026-05-01T04:30:00.000Z' }, tax, 'rupee');

/** An invoice as issueInvoice stores it and the pages read it back (a JSON round trip). */
function invoiceOf(lines: InvoiceLineInput[]) {
  const order = {
    id: 'order-1',
    number: 'ORD-2026-00042',
    email: 'buyer@example.com',
    buyer: null,
    address: {
      fullName: 'Asha Jain',
      phone: '+91 98765 43210',
      line1: '1 Zaveri Bazaar',
      city: 'Mumbai',
      state: 'Maharashtra',
      postalCode: '400002',
      country: 'IN',
    },
  };
  const built = buildTaxDocument(order, tax, {
    id: 'RS-2026-27-00001',
    kind: 'invoice',
    number: 'RS/2026-27/00001',
    issuedAt: new Date('2026-05-02T06:00:00Z'),
    lines,
    discount: 0,
    shipping: 0,
  });
  return toTaxDocument(built.id, JSON.parse(JSON.stringify(built)) as Record<string, unknown>);
}

describe('TaxDocumentView: how a line’s price was made', () => {
  it('prints a metal-priced line’s breakup per piece under its description, and the wholesale break', () => {
    const document = invoiceOf([
      { sku: 'BAND-1', title: 'Sterling band', price: 989.92, quantity: 50, hsnCode: '71131910', listPrice: 1076, breakup },
      { sku: 'BOX-1', title: 'Gift box', price: 250, quantity: 1 },
    ]);
    render(<TaxDocumentView document={document} />);
    const [, band, box] = within(screen.getByRole('table', { name: 'Invoice lines' })).getAllByRole('row');
    const description = within(band!).getAllByRole('cell')[1]!;
    expect(within(description).getByText(/^Per piece:/)).toHaveTextContent(
      'Per piece: Silver 10 g × 925 at ₹100/g: ₹925 · Making ₹120 · GST 3 % ₹31.35 · Rounding -₹0.35 · Price ₹1,076',
    );
    expect(within(description).getByText(/^Wholesale price/)).toHaveTextContent('Wholesale price ₹989.92 a piece: 8 % off ₹1,076');
    // The GST columns are the line's as ever: 50 × ₹989.92 = ₹49,496 with GST, ₹48,054.37 before it.
    expect(band).toHaveTextContent('₹ 48,054.37');
    expect(band).toHaveTextContent('₹ 49,496');
    // A fixed-price line has no small print.
    expect(within(box!).queryByText(/Per piece|Wholesale/)).toBeNull();
  });

  it('says GST is added when prices exclude it, and names a stone charge; no break, no wholesale note', () => {
    const exclusive = { ...tax, pricesIncludeTax: false };
    const stone = metalPrice(
      12.5,
      { ...sterling, making: { per: 'piece', rupees: 1500 }, extraRupees: 250 },
      { id: 'r', rupeesPerGram: 95.5, effectiveFrom: '' },
      exclusive,
      'paisa',
    );
    expect(linePricingNotes({ price: stone.price, breakup: stone })).toEqual([
      'Per piece: Silver 12.5 g × 925 at ₹95.50/g: ₹1,104.22 · Making ₹1,500 · Stone and finishing ₹250 · Price ₹2,854.22 + GST 3 %',
    ]);
    expect(linePricingNotes({ price: 500 })).toEqual([]);
  });
});
