// The invented brands on the beauty shop's shelves (stored as `attributes.brand`), each with the
// colours its packaging is drawn in: the pack, its cap or lid and a label accent.

export interface BrandSpec {
  name: string;
  /** Three letters for the label on a drawn pack. */
  mark: string;
  pack: string;
  cap: string;
  accent: string;
}

export const BRANDS = {
  dew: { name: 'Dew Theory', mark: 'DT', pack: '#f4f7f6', cap: '#2a9d8f', accent: '#2a9d8f' },
  kesar: { name: 'Kesar Bloom', mark: 'KB', pack: '#7b1e3a', cap: '#d4af37', accent: '#e9b949' },
  rangrez: { name: 'Rangrez', mark: 'R', pack: '#1d1d1f', cap: '#c9a45c', accent: '#c9a45c' },
  nila: { name: 'Nila Naturals', mark: 'NN', pack: '#3b4a8c', cap: '#e7eaf4', accent: '#7fb069' },
  itra: { name: 'Itra Lane', mark: 'IL', pack: '#b5651d', cap: '#d4af37', accent: '#5a3311' },
  mitti: { name: 'Mitti & Mist', mark: 'M&M', pack: '#c46a4a', cap: '#8fa98a', accent: '#f3e3d3' },
  bristle: { name: 'Bristle Bay', mark: 'BB', pack: '#b76e79', cap: '#e8c4c4', accent: '#5b3a40' },
  sahib: { name: 'Urban Sahib', mark: 'US', pack: '#2f3437', cap: '#b87333', accent: '#b87333' },
  aabha: { name: 'Aabha Essentials', mark: 'AE', pack: '#f2c4c9', cap: '#c9a45c', accent: '#8c4a5a' },
} as const satisfies Record<string, BrandSpec>;

export type BrandKey = keyof typeof BRANDS;
