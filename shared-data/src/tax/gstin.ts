// GSTINs and places of supply: the shop's own GSTIN (Settings) and its buyers' (My Account, the
// checkout, Manage Customers) are checked the same way the GST portal checks them: the format, the
// mod-36 check character and a state code that exists. The place of supply of goods is the state
// they are delivered to; its code decides CGST + SGST (the shop's own state) or IGST. No Firebase
// import: the functions, the admin and the storefront share it.

/** GST state codes (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Codes a GSTIN may start with that are not a state: 97 is "Other Territory". */
const OTHER_CODES: Readonly<Record<string, string>> = { '97': 'Other Territory' };

const STATE_OF_CODE: Readonly<Record<string, string>> = Object.fromEntries([
  ...Object.entries(GST_STATE_CODES).map(([state, code]) => [code, state]),
  ...Object.entries(OTHER_CODES),
]);

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_FORMAT = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN (the GST portal's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(value / 36) + (value % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

/** A GSTIN as typed, made comparable: upper case, without spaces, dots or dashes. */
export function normalizeGstin(value: string): string {
  return value.toUpperCase().replace(/[\s.-]+/g, '');
}

/** Why a (normalised) GSTIN is wrong, whoever holds it, or null when it is right. */
export function gstinFormatProblem(gstin: string): string | null {
  if (gstin.length !== 15)
    return `A GSTIN has 15 characters; this one has ${gstin.length}. It looks like 27AABCR1234F1ZS: 2 digits of the state, the 10-character PAN, the entity number, Z and a check character.`;
  if (!GSTIN_FORMAT.test(gstin))
    return 'A GSTIN is 2 digits of the state, the 10-character PAN (5 letters, 4 digits, a letter), the entity number, Z and a check character, for example 27AABCR1234F1ZS.';
  if (!STATE_OF_CODE[gstin.slice(0, 2)]) return `A GSTIN starts with the code of the state it is registered in, and ${gstin.slice(0, 2)} is no state's code.`;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14))
    return 'This GSTIN’s last character does not match the rest: check it for a typing mistake.';
  return null;
}

/** The state a GSTIN is registered in ('' when its code is unknown). */
export const stateOfGstin = (gstin: string): string => STATE_OF_CODE[gstin.slice(0, 2)] ?? '';

/** The place of supply of goods delivered to `state`: its GST code and name, or null for a state GST does not know. */
export function placeOfSupply(state: string): { code: string; name: string } | null {
  const wanted = state.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');
  const name = Object.keys(GST_STATE_CODES).find((candidate) => candidate.toLowerCase() === wanted);
  return name ? { code: GST_STATE_CODES[name]!, name } : null;
}
