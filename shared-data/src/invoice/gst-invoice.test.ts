import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../settings/site-settings';
import { amountInWords, computeInvoice, financialYearOf, INTRA_STATE_SPLIT_NOTE, invoiceNumber, numberInIndianWords, SHIPPING_LINE_TITLE } from './gst-invoice';

const inclusive = { ...defaultSiteSettings.tax, state: 'Maharashtra', ratePercent: 3, pricesIncludeTax: true };
const exclusive = { ...inclusive, pricesIncludeTax: false };
const lines = [
  { sku: 'SLV-RNG-0001', title: 'Twisted band', price: 1030, quantity: 2 },
  { sku: 'SLV-EAR-0002', title: 'Jhumka', price: 999.99, quantity: 3 },
];

describe('GST invoice', () => {
  it('backs GST out of tax-inclusive prices, CGST + SGST for a delivery in the seller’s state', () => {
    const invoice = computeInvoice(lines, ' maharashtra ', inclusive);
    expect(invoice.intraState).toBe(true);
    // 2,060.00 includes 3 %: taxable 2,000.00, tax 60.00 → 30.00 + 30.00.
    expect(invoice.lines[0]).toMatchObject({ hsnCode: '7113', taxableValue: 2000, cgst: 30, sgst: 30, igst: 0, total: 2060 });
    // 2,999.97 / 1.03 = 2,912.592… → 2,912.59; tax 87.38 → 43.69 + 43.69.
    expect(invoice.lines[1]).toMatchObject({ taxableValue: 2912.59, cgst: 43.69, sgst: 43.69, igst: 0, total: 2999.97 });
    expect(invoice).toMatchObject({ taxableValue: 4912.59, cgst: 73.69, sgst: 73.69, igst: 0, totalTax: 147.38, grandTotal: 5059.97 });
    // The invoice's total is what the customer paid.
    expect(invoice.grandTotal).toBe(Math.round((1030 * 2 + 999.99 * 3) * 100) / 100);
  });

  it('adds GST on top of tax-exclusive prices, IGST for another state, and the halves of an odd tax still add up', () => {
    const invoice = computeInvoice(lines, 'Karnataka', exclusive);
    expect(invoice.intraState).toBe(false);
    expect(invoice.lines[0]).toMatchObject({ taxableValue: 2060, cgst: 0, sgst: 0, igst: 61.8, total: 2121.8 });
    // 2,999.97 × 3 % = 89.9991 → 90.00.
    expect(invoice.lines[1]).toMatchObject({ taxableValue: 2999.97, igst: 90, total: 3089.97 });
    expect(invoice).toMatchObject({ taxableValue: 5059.97, igst: 151.8, totalTax: 151.8, grandTotal: 5211.77 });
    const odd = computeInvoice([{ sku: 'X', title: 'X', price: 100.35, quantity: 1 }], 'Maharashtra', exclusive);
    // 3.0105 → 3.01 tax: SGST 1.51 + CGST 1.50, never 1.505 twice.
    expect(odd.lines[0]).toMatchObject({ cgst: 1.5, sgst: 1.51, total: 103.36 });
  });

  it('splits an odd paisa to SGST and CGST in turn, so the halves of the invoice differ by a paisa at most', () => {
    // Five lines of ₹100.35 each: every line's tax (₹3.01) has an odd paisa.
    const many = computeInvoice(
      Array.from({ length: 5 }, (_, i) => ({ sku: `X${i}`, title: 'X', price: 100.35, quantity: 1 })),
      'Maharashtra',
      exclusive,
    );
    expect(many.lines.map((line) => [line.sgst, line.cgst])).toEqual([
      [1.51, 1.5],
      [1.5, 1.51],
      [1.51, 1.5],
      [1.5, 1.51],
      [1.51, 1.5],
    ]);
    expect(many).toMatchObject({ sgst: 7.53, cgst: 7.52, totalTax: 15.05 });
    expect(Math.round((many.sgst + many.cgst) * 100)).toBe(Math.round(many.totalTax * 100));
    expect(INTRA_STATE_SPLIT_NOTE).toMatch(/SGST and CGST take it in turn, SGST first/);
  });

  it('takes a discount off the lines in proportion before tax, and charges shipping as a line at the same rate', () => {
    const invoice = computeInvoice(lines, 'Maharashtra', inclusive, { discount: 505.99, shipping: 350 });
    // 5,059.97 of goods less 505.99 plus 350 of shipping, tax included.
    expect(invoice.grandTotal).toBe(4903.98);
    expect(invoice.discount).toBe(505.99);
    expect(invoice.lines.map((line) => line.discount)).toEqual([206, 299.99, 0]);
    expect(invoice.lines[2]).toMatchObject({ title: SHIPPING_LINE_TITLE, hsnCode: '7113', total: 350 });
    expect(Math.abs(Math.round(invoice.cgst * 100) - Math.round(invoice.sgst * 100))).toBeLessThanOrEqual(1);
  });

  it('taxes each line at its own rate, charges freight at the rate of the line of most value, and sums tax by HSN code and rate', () => {
    const beauty = { ...inclusive, hsnCode: '3304', ratePercent: 18 };
    const invoice = computeInvoice(
      [
        { sku: 'GC-LIP-0001-RR', title: 'Matte lipstick (Ruby Red)', price: 590, quantity: 2, hsnCode: '3304', ratePercent: 18 },
        { sku: 'GC-CMB-0001', title: 'Neem wood comb', price: 224, quantity: 1, hsnCode: '9615', ratePercent: 12 },
      ],
      'Maharashtra',
      beauty,
      { shipping: 79 },
    );
    // 1,180 includes 18 %: taxable 1,000, tax 180. 224 includes 12 %: taxable 200, tax 24.
    expect(invoice.lines[0]).toMatchObject({ ratePercent: 18, taxableValue: 1000, cgst: 90, sgst: 90 });
    expect(invoice.lines[1]).toMatchObject({ ratePercent: 12, hsnCode: '9615', taxableValue: 200, cgst: 12, sgst: 12 });
    // Freight follows the lipsticks (the principal supply): 18 % and their HSN code.
    expect(invoice.lines[2]).toMatchObject({ title: SHIPPING_LINE_TITLE, ratePercent: 18, hsnCode: '3304', total: 79 });
    expect(invoice.mixedRates).toBe(true);
    expect(invoice.hsnSummary).toEqual([
      { hsnCode: '3304', ratePercent: 18, taxableValue: 1066.95, cgst: 96.02, sgst: 96.03, igst: 0 },
      { hsnCode: '9615', ratePercent: 12, taxableValue: 200, cgst: 12, sgst: 12, igst: 0 },
    ]);
    expect(invoice.grandTotal).toBe(1180 + 224 + 79);
    const one = computeInvoice(lines, 'Maharashtra', inclusive);
    expect(one).toMatchObject({ mixedRates: false, ratePercent: 3 });
  });

  it("prints each product's own HSN code, and the settings' code for products without one", () => {
    const invoice = computeInvoice([{ ...lines[0]!, hsnCode: '71131910' }, { ...lines[1]!, hsnCode: '' }, lines[0]!], 'Maharashtra', inclusive);
    expect(invoice.lines.map((line) => line.hsnCode)).toEqual(['71131910', '7113', '7113']);
  });

  it('writes amounts in Indian words', () => {
    expect(numberInIndianWords(0)).toBe('Zero');
    expect(numberInIndianWords(115)).toBe('One Hundred Fifteen');
    expect(numberInIndianWords(123456)).toBe('One Lakh Twenty-Three Thousand Four Hundred Fifty-Six');
    expect(numberInIndianWords(1_00_00_000)).toBe('One Crore');
    expect(numberInIndianWords(12_34_56_789)).toBe('Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine');
    expect(amountInWords(5059.97)).toBe('Rupees Five Thousand Fifty-Nine and Ninety-Seven Paise Only');
    expect(amountInWords(2000)).toBe('Rupees Two Thousand Only');
  });

  it('numbers invoices by financial year (April to March, India time)', () => {
    expect(financialYearOf(new Date('2026-11-24T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27');
    // 31 March 18:30 UTC is 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(invoiceNumber('RS', '2026-27', 42)).toBe('RS/2026-27/00042');
  });
});
