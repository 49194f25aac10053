// The shades and sizes the beauty catalogue's products come in: named shades with swatch colours
// close to the real product, and pack sizes with the MRP factor and shipping weight of each.

export interface Shade {
  value: string;
  swatch: string;
}

export interface PackSize {
  value: string;
  /** Its MRP as a multiple of the smallest pack's. */
  factor: number;
  /** Shipping weight of one pack, in grams. */
  grams: number;
}

export const LIPSTICK_SHADES: readonly Shade[] = [
  { value: 'Ruby Red', swatch: '#9B111E' },
  { value: 'Nude Beige', swatch: '#D8B49C' },
  { value: 'Brick Red', swatch: '#8E3B2F' },
  { value: 'Mauve Mist', swatch: '#B784A7' },
  { value: 'Coral Crush', swatch: '#F2735B' },
  { value: 'Berry Wine', swatch: '#6B1F3A' },
  { value: 'Rose Petal', swatch: '#C96F7E' },
  { value: 'Chilli Red', swatch: '#C0282D' },
  { value: 'Caramel Brown', swatch: '#A0643C' },
  { value: 'Pink Punch', swatch: '#E2557A' },
  { value: 'Plum Velvet', swatch: '#5E2750' },
  { value: 'Terracotta', swatch: '#C2613F' },
  { value: 'Peach Sorbet', swatch: '#F4A582' },
  { value: 'Cinnamon Spice', swatch: '#8B4A2F' },
  { value: 'Fuchsia Fiesta', swatch: '#C2185B' },
  { value: 'Classic Maroon', swatch: '#800020' },
];

/** Foundation and concealer shades for Indian skin tones, fair to deep, warm to neutral. */
export const FOUNDATION_SHADES: readonly Shade[] = [
  { value: '110 Porcelain Ivory', swatch: '#F3D9C4' },
  { value: '120 Warm Ivory', swatch: '#EDCFB0' },
  { value: '130 Light Beige', swatch: '#E6C3A1' },
  { value: '210 Natural Beige', swatch: '#D9AE88' },
  { value: '220 Honey Beige', swatch: '#CFA077' },
  { value: '230 Golden Sand', swatch: '#C69468' },
  { value: '310 Warm Almond', swatch: '#B98456' },
  { value: '320 Caramel', swatch: '#A97446' },
  { value: '330 Toffee', swatch: '#9A6539' },
  { value: '410 Cocoa', swatch: '#7F4F2E' },
  { value: '420 Deep Mocha', swatch: '#6A3F24' },
  { value: '430 Espresso', swatch: '#4F2E1B' },
];

export const KAJAL_SHADES: readonly Shade[] = [
  { value: 'Jet Black', swatch: '#0B0B0B' },
  { value: 'Deep Brown', swatch: '#4A2C1D' },
  { value: 'Navy Blue', swatch: '#1F2A5A' },
  { value: 'Emerald Green', swatch: '#0F6B4F' },
  { value: 'Royal Plum', swatch: '#5B2A4E' },
  { value: 'Teal Lagoon', swatch: '#0E6E74' },
  { value: 'Smoky Grey', swatch: '#55575C' },
];

export const NAIL_SHADES: readonly Shade[] = [
  { value: 'Cherry Red', swatch: '#B3001B' },
  { value: 'Ballet Pink', swatch: '#F4C2C2' },
  { value: 'Nude Latte', swatch: '#D2B48C' },
  { value: 'Coral Reef', swatch: '#FF6F61' },
  { value: 'Midnight Navy', swatch: '#1B2440' },
  { value: 'Lavender Haze', swatch: '#B9A6D8' },
  { value: 'Mint Sorbet', swatch: '#A8E6CF' },
  { value: 'Burgundy', swatch: '#6D0F1E' },
  { value: 'Mustard Gold', swatch: '#D4A017' },
  { value: 'Pearl White', swatch: '#F2EEE6' },
  { value: 'Teal Lagoon', swatch: '#137C7C' },
  { value: 'Hot Pink', swatch: '#E3307E' },
  { value: 'Chocolate', swatch: '#5A3322' },
  { value: 'Olive Green', swatch: '#6B7D3A' },
  { value: 'Glitter Gold', swatch: '#CFAE5A' },
  { value: 'Sky Blue', swatch: '#87BDE8' },
];

export const POWDER_SHADES: readonly Shade[] = [
  { value: '01 Ivory', swatch: '#F0D7C0' },
  { value: '02 Light', swatch: '#E6C2A0' },
  { value: '03 Natural', swatch: '#D4A884' },
  { value: '04 Beige', swatch: '#C9996F' },
  { value: '05 Sand', swatch: '#C49A72' },
  { value: '06 Honey', swatch: '#B88456' },
  { value: '07 Caramel', swatch: '#A26F45' },
  { value: '08 Mocha', swatch: '#7E5334' },
];

export const BLUSH_SHADES: readonly Shade[] = [
  { value: 'Peach Glow', swatch: '#F3A683' },
  { value: 'Rose Dust', swatch: '#C98B8B' },
  { value: 'Berry Flush', swatch: '#A8455E' },
  { value: 'Bronze Sun', swatch: '#B5793E' },
  { value: 'Coral Pop', swatch: '#F07A62' },
];

export const SPONGE_COLOURS: readonly Shade[] = [
  { value: 'Blush Pink', swatch: '#F4B6C2' },
  { value: 'Peach', swatch: '#FFC8A8' },
  { value: 'Lilac', swatch: '#C8A2C8' },
  { value: 'Jet Black', swatch: '#1E1E1E' },
];

export const SERUM_SIZES: readonly PackSize[] = [
  { value: '15 ml', factor: 1, grams: 70 },
  { value: '30 ml', factor: 1.7, grams: 100 },
  { value: '50 ml', factor: 2.5, grams: 140 },
];
export const SERUM_SIZES_SMALL: readonly PackSize[] = SERUM_SIZES.slice(0, 2);
export const FOUNDATION_SIZES: readonly PackSize[] = [
  { value: '15 ml', factor: 1, grams: 60 },
  { value: '30 ml', factor: 1.7, grams: 95 },
];
export const CREAM_SIZES: readonly PackSize[] = [
  { value: '50 g', factor: 1, grams: 110 },
  { value: '100 g', factor: 1.8, grams: 180 },
];
export const SHAMPOO_SIZES: readonly PackSize[] = [
  { value: '200 ml', factor: 1, grams: 240 },
  { value: '400 ml', factor: 1.75, grams: 450 },
];
export const SHAMPOO_SIZES_TRAVEL: readonly PackSize[] = [
  { value: '100 ml', factor: 1, grams: 130 },
  { value: '200 ml', factor: 1.7, grams: 240 },
  { value: '400 ml', factor: 2.9, grams: 450 },
];
export const HAIR_OIL_SIZES: readonly PackSize[] = [
  { value: '100 ml', factor: 1, grams: 140 },
  { value: '200 ml', factor: 1.8, grams: 260 },
];
export const PERFUME_SIZES: readonly PackSize[] = [
  { value: '30 ml', factor: 1, grams: 180 },
  { value: '50 ml', factor: 1.5, grams: 260 },
  { value: '100 ml', factor: 2.3, grams: 420 },
];
export const ATTAR_SIZES: readonly PackSize[] = [
  { value: '6 ml', factor: 1, grams: 60 },
  { value: '12 ml', factor: 1.8, grams: 90 },
];
export const LOTION_SIZES: readonly PackSize[] = [
  { value: '200 ml', factor: 1, grams: 250 },
  { value: '400 ml', factor: 1.7, grams: 460 },
];
export const BEARD_OIL_SIZES: readonly PackSize[] = [
  { value: '30 ml', factor: 1, grams: 90 },
  { value: '50 ml', factor: 1.5, grams: 130 },
];
