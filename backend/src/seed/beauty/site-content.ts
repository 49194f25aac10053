// `settings/site` and `seo/global` of the beauty demo shop: a retailer of skincare, makeup, hair care
// and fragrance in INR, with flat shipping, UPI and cash on delivery, and no app of its own.
import type { SiteSettings } from 'shared-data/contracts';
import {
  BEAUTY_ADDRESS,
  BEAUTY_BRAND,
  BEAUTY_EMAIL,
  BEAUTY_HOURS,
  BEAUTY_PHONE,
  BEAUTY_WHATSAPP_NUMBER,
  COD_LIMIT,
  FREE_SHIPPING_ABOVE,
  SHIPPING_FEE,
} from './shop';

export const BLOG_TITLE = 'Glam Buzz - Latest Blogs';

/**
 * The stored settings: every field of SiteSettings, plus `blog` (the blog's heading, a setting being
 * added alongside `features`) and the stamp.
 */
export type BeautySiteSettings = SiteSettings & { blog: { title: string }; updatedAt: Date };

/** The home page's own words (a retailer's, not the wholesaler's worded from claims and counters). */
export const BEAUTY_HOME: NonNullable<SiteSettings['home']> = {
  highlights: [
    { title: '100% genuine products', text: 'Bought only from brands and their authorised distributors, sealed and well within their shelf life.' },
    { title: 'Shipped within 24 hours', text: `Flat ₹${SHIPPING_FEE} shipping, free on orders above ₹${FREE_SHIPPING_ABOVE}, delivered in 3–7 days.` },
    { title: 'Delivered across India', text: `Pay by UPI or cash on delivery (up to ₹${COD_LIMIT.toLocaleString('en-IN')}), with tracking on every parcel.` },
    { title: 'Loved by 2.5 lakh customers', text: 'Shoppers across India have trusted our shelves and our advice for over 8 years.' },
  ],
  reasons: [
    {
      title: 'Shades for Indian skin',
      text: 'Foundations, compacts and lipsticks chosen and swatched on fair, wheatish, dusky and deep skin, photographed in daylight.',
    },
    { title: 'Ingredients you can read', text: 'Key ingredients and the full INCI list on every product page, so you know what goes on your skin.' },
    { title: 'Ayurveda and actives', text: 'Kumkumadi and ubtan next to niacinamide and ceramides: we stock what works, whichever tradition it comes from.' },
    {
      title: 'Advice from real advisors',
      text: 'Trained beauty advisors answer your questions about shades, skin types and routines, in the store and online.',
    },
    { title: 'Gifts for every occasion', text: 'Skincare boxes, makeup kits, festive hampers and attar sets, packed ready to give.' },
    { title: 'Fair prices', text: 'Never above MRP, with regular offers and free delivery above ₹999.' },
  ],
  promise: {
    quote: 'We only sell what we would use on our own skin, and we will always tell you honestly what suits you.',
    points: [
      { title: 'Genuine, always.', text: 'Sealed products from the brands themselves.' },
      { title: 'Fresh stock.', text: 'At least six months of shelf life on everything we ship.' },
      { title: 'Easy returns.', text: 'Unopened products within 7 days; damaged items replaced.' },
    ],
  },
  steps: [
    { title: 'Find your match', text: 'Browse by category, skin type or shade, and read the ingredients and how to use.' },
    { title: 'Add to cart', text: 'Choose your shade or size and add it to your cart.' },
    { title: 'Pay your way', text: `UPI, or cash on delivery for orders up to ₹${COD_LIMIT.toLocaleString('en-IN')}.` },
    { title: 'Glow', text: 'Your order is packed within 24 hours and tracked to your door.' },
  ],
  cta: {
    title: 'Not sure what suits you?',
    text: 'Tell us your skin type or send a daylight photo, and a beauty advisor will suggest products and shades.',
    button: 'Shop now',
  },
};

export function beautySiteSettings(now: Date): BeautySiteSettings {
  return {
    mode: 'retail',
    // No wholesale enquiries, no video calls and no app: the cart is the way to buy.
    features: { whatsappEnquiry: false, videoCall: false, appBadges: false },
    home: BEAUTY_HOME,
    brand: { ...BEAUTY_BRAND },
    hero: {
      headline: 'Skincare, makeup and fragrance, 100% genuine and delivered to your door',
      subheadline:
        'Serums for Indian summers, shades for every Indian skin tone and attars from Kannauj: more than 120 products from nine ' +
        'brands we trust, with free delivery above ₹999 and cash on delivery.',
    },
    contact: {
      address: BEAUTY_ADDRESS,
      phone: BEAUTY_PHONE,
      email: BEAUTY_EMAIL,
      whatsappNumber: BEAUTY_WHATSAPP_NUMBER,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Bandra+West%2C+Mumbai',
      hours: BEAUTY_HOURS,
    },
    whatsapp: {
      defaultMessage: 'Hello Aabha Beauty, I need help choosing a product (shade, skin type or an order).',
    },
    appLinks: { ios: '', android: '' },
    social: {
      instagram: 'https://www.instagram.com/aabha.beauty.demo',
      facebook: 'https://www.facebook.com/aabha.beauty.demo',
      youtube: 'https://www.youtube.com/@aabha-beauty-demo',
      x: 'https://x.com/aabhabeautydemo',
      // Blank, so the defaults' LinkedIn page (the wholesaler's) is not merged in.
      linkedin: '',
    },
    // The home and About pages' figures, as a retailer reads them: brands on the shelf, orders
    // packed each month, years in business; customers served since the first store opened.
    counters: { jewellers: 9, smallBusinesses: 12_000, years: 8 },
    claims: {
      jewellersServed: 250_000,
      yearsInBusiness: 8,
      // Every brand it stocks is made in India.
      importsFrom: [],
      dispatch: 'Packed and shipped within 24 hours',
    },
    inventory: { lowStockThreshold: 10 },
    tax: {
      legalName: 'Aabha Beauty Retail Private Limited',
      // 27 (Maharashtra), the company's PAN, entity 1, Z and the mod-36 check character.
      gstin: '27AAKCA5678M1ZX',
      address: BEAUTY_ADDRESS,
      state: 'Maharashtra',
      // Beauty, make-up and skin-care preparations; a category's own HSN code and rate come first.
      hsnCode: '3304',
      ratePercent: 18,
      pricesIncludeTax: true,
      invoicePrefix: 'AB',
    },
    // As the Shipping Policy page says: ₹79 per order, free from ₹999.
    orders: {
      shippingMethod: 'flat',
      shippingFee: SHIPPING_FEE,
      freeShippingAbove: FREE_SHIPPING_ABOVE,
      minimumOrderValue: 0,
      weightBands: [
        { upToGrams: 500, fee: 79 },
        { upToGrams: 2000, fee: 129 },
        { upToGrams: 5000, fee: 199 },
      ],
      zones: [{ name: 'Mumbai and Pune', states: ['Maharashtra'], fee: 49 }],
    },
    payments: {
      bankTransfer: {
        enabled: false,
        accountName: 'Aabha Beauty Retail Private Limited',
        accountNumber: '50200087654321',
        ifsc: 'HDFC0000240',
        bankName: 'HDFC Bank',
        branch: 'Bandra West, Mumbai',
      },
      upi: { enabled: true, vpa: 'aabhabeauty@hdfcbank', payeeName: 'Aabha Beauty' },
      cashOnDelivery: { enabled: true, limit: COD_LIMIT },
      gateway: { provider: 'none' },
    },
    notifications: { email: '', newOrder: true, contactMessage: true, videoCall: false, gatewayPayment: true },
    announcement: { text: `Free delivery on orders above ₹${FREE_SHIPPING_ABOVE}`, link: '/shipping' },
    analytics: { samplePercent: 100, ga4MeasurementId: '' },
    pricing: { rounding: 'rupee', showSilverRate: false },
    blog: { title: BLOG_TITLE },
    updatedAt: now,
  };
}

export function beautyGlobalSeo(now: Date): Record<string, unknown> {
  return {
    title: 'Aabha Beauty | Buy Skincare, Makeup, Hair Care & Perfumes Online in India',
    description:
      'Shop genuine skincare, makeup, hair care, fragrances, bath and body products and beauty tools online at Aabha Beauty. ' +
      'Shades for Indian skin tones, free delivery above ₹999 and cash on delivery across India.',
    keywords: [
      'buy skincare online India',
      'makeup online shopping',
      'lipstick shades for Indian skin',
      'foundation for Indian skin tone',
      'ayurvedic hair oil',
      'attar perfume online',
      'niacinamide serum',
      'beauty gift sets',
    ],
    updatedAt: now,
  };
}
