// Who the beauty demo shop is: its invented brand and the contact details every page repeats. The
// phone and WhatsApp number use the 98765 43210 placeholder and the e-mail a reserved .example domain.

export const BEAUTY_BRAND = {
  name: 'Aabha Beauty',
  shortName: 'Aabha',
  tagline: 'Skincare, makeup and fragrance you can trust, delivered across India',
} as const;

export const BEAUTY_WHATSAPP_NUMBER = '919876543210';
export const BEAUTY_PHONE = '+91 98765 43210';
export const BEAUTY_EMAIL = 'care@aabhabeauty.example';
export const BEAUTY_ADDRESS = 'Shop 4, Ground Floor, 21 Sample Road, Bandra West, Mumbai 400050, Maharashtra, India';
export const BEAUTY_HOURS = 'Monday to Sunday, 10:00 am – 8:00 pm IST';

/** The sentence closing most pages: how to reach the shop. */
export const CONTACT_LINE =
  `Write to **${BEAUTY_EMAIL}**, call or WhatsApp **${BEAUTY_PHONE}** (every day, 10:00 am – 8:00 pm IST), ` +
  'or visit our store at Shop 4, Ground Floor, 21 Sample Road, Bandra West, Mumbai 400050.';

/** What shipping costs (the settings' `orders` and the Shipping page say the same). */
export const SHIPPING_FEE = 79;
export const FREE_SHIPPING_ABOVE = 999;
export const COD_LIMIT = 5000;
