// `settings/site` and `seo/global` for the demo wholesaler. The brand is invented; the phone and
// WhatsApp number use the 98765 43210 placeholder and the email a reserved .example domain.

export const BRAND = {
  name: 'Rajatmaya Silver',
  shortName: 'Rajatmaya',
  tagline: '925 hallmarked silver jewellery, wholesale from ready stock',
} as const;

export const DEMO_WHATSAPP_NUMBER = '919876543210';

export function siteSettings(now: Date): Record<string, unknown> {
  return {
    mode: 'wholesale',
    brand: { ...BRAND },
    hero: {
      headline: 'Importer and wholesale supplier of 925 hallmarked silver jewellery',
      subheadline:
        'More than 1000 jewellers supplied over 15 years: designs from Italy, Turkey and Hong Kong alongside ' + 'Indian craft, dispatched from ready stock.',
    },
    contact: {
      address: 'Unit 7, Second Floor, 12 Sample Lane, Kalbadevi, Mumbai 400002, Maharashtra, India',
      phone: '+91 98765 43210',
      email: 'wholesale@rajatmaya.example',
      whatsappNumber: DEMO_WHATSAPP_NUMBER,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=Kalbadevi%2C+Mumbai',
      hours: 'Monday to Saturday, 10:30 am – 7:00 pm IST',
    },
    whatsapp: {
      defaultMessage: 'Hello Rajatmaya Silver, I would like to see your wholesale catalogue and price list.',
    },
    appLinks: {
      ios: 'https://apps.apple.com/in/app/rajatmaya-silver-catalogue/id0000000000',
      android: 'https://play.google.com/store/apps/details?id=example.rajatmaya.catalogue',
    },
    social: {
      instagram: 'https://www.instagram.com/rajatmaya.silver.demo',
      facebook: 'https://www.facebook.com/rajatmaya.silver.demo',
      youtube: 'https://www.youtube.com/@rajatmaya-silver-demo',
      linkedin: 'https://www.linkedin.com/company/rajatmaya-silver-demo',
    },
    counters: { jewellers: 300, smallBusinesses: 800, years: 15 },
    claims: {
      jewellersServed: 1000,
      yearsInBusiness: 15,
      importsFrom: ['Italy', 'Turkey', 'Hong Kong'],
      dispatch: 'Dispatch from ready stock',
    },
    updatedAt: now,
  };
}

export function globalSeo(now: Date): Record<string, unknown> {
  return {
    title: 'Rajatmaya Silver | Wholesale 925 Hallmarked Silver Jewellery Supplier in India',
    description:
      'Wholesale 925 hallmarked silver jewellery for jewellers, brands and small businesses: rings, earrings, ' +
      'chains, bangles, pendants and payal, imported from Italy, Turkey and Hong Kong and dispatched from ready stock.',
    keywords: [
      'wholesale silver jewellery',
      '925 silver jewellery supplier',
      'hallmarked silver jewellery India',
      'silver jewellery manufacturer Mumbai',
      'sterling silver wholesale',
      'silver payal wholesale',
      'oxidised silver jewellery',
      'Italian silver chains',
    ],
    updatedAt: now,
  };
}
