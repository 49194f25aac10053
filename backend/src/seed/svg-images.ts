// Small generated SVG pictures for the demo data: one stylised silhouette per category, coloured
// and patterned per product, so no image is downloaded and each stays well under 4 KB.
import { createRandom } from './prng';

export const PRODUCT_IMAGE_SIZE = 800;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

const BACKGROUNDS = ['#f4efe9', '#eef2f6', '#f3eef5', '#edf5f1', '#f7f1e3', '#f1f0ec', '#e9eef5', '#f6ecec', '#eef3ea', '#f2efe6'];
const ACCENTS = ['#c9b7a6', '#a9b8c9', '#bba7c4', '#9fc2b0', '#d6c08e', '#b8b4aa', '#9fb0cc', '#d1a9a9', '#b3c4a2', '#c7bb9b'];

const METALS: Record<string, [string, string, string]> = {
  silver: ['#ffffff', '#aeb4bd', '#e6e9ee'],
  oxidised: ['#9aa0a8', '#4a4f57', '#7d838c'],
  gold: ['#fff3c4', '#c9a44c', '#f3dc8f'],
  rose: ['#ffe3da', '#c98a7a', '#f0c0b2'],
};

const STONES: Record<string, string> = {
  'cubic zirconia': '#e8f4ff',
  'green cubic zirconia': '#2f9e63',
  'blue cubic zirconia': '#2f5fbf',
  'red cubic zirconia': '#c0283c',
  turquoise: '#3fc1c0',
  'kundan glass': '#f5e6a8',
  'rose quartz': '#f4b6c2',
  enamel: '#1f7fa8',
  'freshwater pearl': '#f7f3ea',
  'black onyx': '#22252a',
  moonstone: '#dfe7f2',
  amethyst: '#8a5bbd',
  'blue topaz': '#6fb7e8',
  garnet: '#8e1f2f',
  citrine: '#e8a93a',
  peridot: '#9ccb3b',
  'rudraksha bead': '#7a4a2a',
  'glass bead': '#3a7fd0',
  'black bead': '#1b1b1b',
};

export type MetalTone = keyof typeof METALS;

export function metalTone(plating: string | undefined, finish: string | undefined): MetalTone {
  if (plating === 'Gold (micron)') return 'gold';
  if (plating === 'Rose gold') return 'rose';
  if (finish === 'Oxidised') return 'oxidised';
  return 'silver';
}

export function stoneColour(stone: string | undefined): string | null {
  if (!stone) return null;
  return STONES[stone.toLowerCase()] ?? '#d8e6f5';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pattern(kind: number, accent: string): string {
  switch (kind % 4) {
    case 0:
      return `<circle cx="10" cy="10" r="3" fill="${accent}"/>`;
    case 1:
      return `<path d="M0 40L40 0" stroke="${accent}" stroke-width="3"/>`;
    case 2:
      return `<path d="M0 20Q10 8 20 20T40 20" fill="none" stroke="${accent}" stroke-width="3"/>`;
    default:
      return `<path d="M20 0V40M0 20H40" stroke="${accent}" stroke-width="2"/>`;
  }
}

/** The category's silhouette on an 800×800 canvas; `m` is the metal fill, `g` the stone colour. */
function silhouette(categorySlug: string, g: string): string {
  const gem = (x: number, y: number, r: number): string =>
    `<path d="M${x} ${y - r}l${r} ${r}l${-r} ${r}l${-r} ${-r}z" fill="${g}" stroke="#fff" stroke-width="4"/>`;
  switch (categorySlug) {
    case 'rings':
      return `<ellipse cx="400" cy="470" rx="170" ry="150" fill="none" stroke="url(#m)" stroke-width="38"/>` +
        `<path d="M340 330h120l-20-40h-80z" fill="url(#m)"/>${gem(400, 270, 52)}`;
    case 'earrings':
      return [250, 550]
        .map((x) => `<path d="M${x} 170q50 0 50 50" fill="none" stroke="url(#m)" stroke-width="14"/>` +
          `<circle cx="${x}" cy="250" r="26" fill="url(#m)"/>` +
          `<path d="M${x} 280c-70 110-80 190 0 250c80-60 70-140 0-250z" fill="url(#m)"/>${gem(x, 440, 36)}`)
        .join('');
    case 'necklaces-chains':
      return `<path d="M170 170C180 480 290 590 400 590S620 480 630 170" fill="none" stroke="url(#m)" stroke-width="22" stroke-dasharray="2 30" stroke-linecap="round"/>` +
        `<path d="M400 590l-34 30 34 90 34-90z" fill="url(#m)"/>${gem(400, 640, 30)}`;
    case 'bracelets-bangles':
      return `<ellipse cx="400" cy="360" rx="230" ry="120" fill="none" stroke="url(#m)" stroke-width="40"/>` +
        `<ellipse cx="400" cy="470" rx="230" ry="120" fill="none" stroke="url(#m)" stroke-width="40"/>` +
        `${gem(400, 590, 28)}`;
    case 'pendants':
      return `<path d="M230 120L390 420M570 120L410 420" stroke="url(#m)" stroke-width="10" stroke-dasharray="4 16" stroke-linecap="round"/>` +
        `<circle cx="400" cy="440" r="26" fill="none" stroke="url(#m)" stroke-width="12"/>` +
        `<path d="M400 470c-110 120-110 220 0 250c110-30 110-130 0-250z" fill="url(#m)"/>${gem(400, 620, 50)}`;
    case 'anklets':
      return `<path d="M120 380Q260 300 400 380T680 380" fill="none" stroke="url(#m)" stroke-width="20" stroke-dasharray="3 26" stroke-linecap="round"/>` +
        [190, 290, 400, 510, 610]
          .map((x, i) => `<path d="M${x} ${i % 2 ? 372 : 352}v40" stroke="url(#m)" stroke-width="6"/><circle cx="${x}" cy="${i % 2 ? 432 : 412}" r="24" fill="url(#m)"/>`)
          .join('');
    default:
      return `<rect x="220" y="360" width="360" height="280" rx="16" fill="url(#m)"/>` +
        `<rect x="190" y="300" width="420" height="80" rx="14" fill="url(#m)" stroke="#fff" stroke-width="4"/>` +
        `<path d="M400 300v340" stroke="${g}" stroke-width="40"/>` +
        `<path d="M400 300c-90-120-170-40-90 0zM400 300c90-120 170-40 90 0z" fill="${g}"/>`;
  }
}

function frame(options: {
  width: number;
  height: number;
  label: string;
  background: string;
  accent: string;
  patternKind: number;
  tone: MetalTone;
  body: string;
}): string {
  const [light, dark, mid] = METALS[options.tone] ?? METALS['silver']!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}" role="img" aria-label="${escapeXml(options.label)}">` +
    `<title>${escapeXml(options.label)}</title>` +
    `<defs><linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    `<pattern id="p" width="40" height="40" patternUnits="userSpaceOnUse">${pattern(options.patternKind, options.accent)}</pattern></defs>` +
    `<rect width="100%" height="100%" fill="${options.background}"/><rect width="100%" height="100%" fill="url(#p)" opacity=".35"/>` +
    options.body +
    `</svg>`
  );
}

export interface ProductImageOptions {
  categorySlug: string;
  label: string;
  plating?: string;
  finish?: string;
  stone?: string;
  /** Chooses the product's colours and pattern. */
  seed: number;
  /** 1 = front, 2 = angled close-up, 3 = on a display stand. */
  view: number;
}

export function productImageSvg(options: ProductImageOptions): string {
  const random = createRandom(options.seed);
  const paletteIndex = random.int(0, BACKGROUNDS.length - 1);
  const gemColour = stoneColour(options.stone) ?? random.pick(['#d8e6f5', '#f3e3c3', '#e7d4ea']);
  const shape = silhouette(options.categorySlug, gemColour);
  let body: string;
  if (options.view === 2) body = `<g transform="rotate(-14 400 400) translate(-80 -80) scale(1.2)">${shape}</g>`;
  else if (options.view === 3) {
    body = `<ellipse cx="400" cy="730" rx="260" ry="34" fill="#000" opacity=".12"/><g transform="translate(80 60) scale(.8)">${shape}</g>`;
  } else body = shape;
  return frame({
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    label: options.label,
    background: BACKGROUNDS[paletteIndex] ?? '#f4efe9',
    accent: ACCENTS[paletteIndex] ?? '#c9b7a6',
    patternKind: random.int(0, 3) + options.view,
    tone: metalTone(options.plating, options.finish),
    body,
  });
}

export function categoryImageSvg(categorySlug: string, label: string, seed: number): string {
  const random = createRandom(seed);
  const index = random.int(0, BACKGROUNDS.length - 1);
  return frame({
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    label,
    background: BACKGROUNDS[index] ?? '#f4efe9',
    accent: ACCENTS[index] ?? '#c9b7a6',
    patternKind: index,
    tone: 'silver',
    body: `<circle cx="400" cy="400" r="330" fill="#fff" opacity=".55"/>${silhouette(categorySlug, '#d8e6f5')}`,
  });
}

/** A 16:9 cover: the motif's silhouette on the right, soft circles on the left. */
export function blogCoverSvg(motifCategory: string, label: string, seed: number): string {
  const random = createRandom(seed);
  const index = random.int(0, BACKGROUNDS.length - 1);
  const circles = [0, 1, 2]
    .map((i) => `<circle cx="${160 + i * 150}" cy="${200 + random.int(0, 280)}" r="${60 + random.int(0, 70)}" fill="${ACCENTS[(index + i) % ACCENTS.length]}" opacity=".45"/>`)
    .join('');
  return frame({
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    label,
    background: BACKGROUNDS[index] ?? '#f4efe9',
    accent: ACCENTS[index] ?? '#c9b7a6',
    patternKind: index + 1,
    tone: random.pick(['silver', 'gold', 'rose', 'oxidised'] as const),
    body: `${circles}<g transform="translate(560 -40) scale(.9)">${silhouette(motifCategory, random.pick(Object.values(STONES)))}</g>`,
  });
}
