// Small generated SVG pictures for the demo data, drawn like a jewellery shop's product shots: one
// recognisable piece per subcategory (varied by the design's title, stone, finish and plating) on
// a calm backdrop, lit from the top left with a soft shadow below and to the right, centred with
// the same margin in every picture. No image is downloaded and each stays under 4 KB.
//
// How a picture is built (see `picture`): a drawing gives its metal parts without paint (`b`, lit
// by one piece-wide gradient, and `c`, round parts lit each by a radial gradient), plus stones and
// details with their own paint (`x`). The metal groups are drawn three times through `<use>`:
// blurred black for the shadow, in the metal's gradient, and once more in the finish's texture.
import { createRandom } from './prng';

export const PRODUCT_IMAGE_SIZE = 800;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

/** Calm studio backdrops: nearly white in the middle, a little deeper at the edges. */
const BACKDROPS = ['#ece6df', '#e6e9ee', '#ebe5e8', '#e5ebe7', '#eee8dc', '#e9e7e3'];

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

/** Stones cut smooth (cabochons, beads, pearls, enamel) rather than faceted. */
const SMOOTH_STONES = new Set([
  'turquoise',
  'rose quartz',
  'enamel',
  'freshwater pearl',
  'black onyx',
  'moonstone',
  'rudraksha bead',
  'glass bead',
  'black bead',
]);

const WHITE_ZIRCON = '#e8f4ff';
const ENAMEL_BLUE = '#1f7fa8';

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

/** `a` mixed towards `b` by `t` (0–1), both #rrggbb. */
function mix(a: string, b: string, t: number): string {
  const long = (hex: string): string => (hex.length === 4 ? `#${[...hex.slice(1)].map((d) => d + d).join('')}` : hex);
  const channel = (hex: string, i: number): number => parseInt(long(hex).slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

// ---------------------------------------------------------------------------------------------
// Markup helpers. Numbers are rounded to one decimal to keep the files small.

const n = (v: number): number => Math.round(v * 10) / 10;
const NF = ' fill="none"';
const RC = ' stroke-linecap="round"';
const sw = (w: number): string => ` stroke-width="${w}"`;
const dark = (o: number): string => ` stroke="#000" stroke-opacity="${o}"`;
const light = (o: number): string => ` stroke="#fff" stroke-opacity="${o}"`;
const dash = (d: string): string => ` stroke-dasharray="${d}"`;
const P = (d: string, a = ''): string => `<path d="${d}"${a}/>`;
const C = (x: number, y: number, r: number, a = ''): string => `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"${a}/>`;
const E = (x: number, y: number, rx: number, ry: number, a = ''): string => `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}"${a}/>`;
const G = (transform: string, body: string): string => `<g transform="${transform}">${body}</g>`;
const rot = (deg: number, x: number, y: number): string => ` transform="rotate(${n(deg)} ${n(x)} ${n(y)})"`;
/** A transform drawing what is centred at (400, cy) at (x, y), `s` times the size. */
const at = (x: number, y: number, s = 1, cy = 400): string =>
  s === 1 && cy === 400 ? `translate(${n(x - 400)} ${n(y - 400)})` : `translate(${n(x)} ${n(y)}) scale(${s}) translate(-400 -${cy})`;

/** The point at `deg` degrees (0 = right, 90 = down) on an ellipse. */
function ep(cx: number, cy: number, rx: number, ry: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
}

/** A point on the cubic Bézier p0–p3 at t. */
function bez(p: readonly number[], t: number): [number, number] {
  const u = 1 - t;
  const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
  return [0, 1].map((o) => k.reduce((sum, w, i) => sum + w * (p[i * 2 + o] ?? 0), 0)) as [number, number];
}
const bezPath = (p: readonly number[]): string => `M${p[0]} ${p[1]}C${p.slice(2).join(' ')}`;

const heartPath = (x: number, y: number, s: number): string =>
  `M${n(x)} ${n(y + s * 0.85)}C${n(x - s * 1.3)} ${n(y)} ${n(x - s * 0.6)} ${n(y - s * 1.05)} ${n(x)} ${n(y - s * 0.4)}` +
  `C${n(x + s * 0.6)} ${n(y - s * 1.05)} ${n(x + s * 1.3)} ${n(y)} ${n(x)} ${n(y + s * 0.85)}Z`;

function polygon(points: [number, number][]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}

function starPath(x: number, y: number, r: number, points = 5): string {
  return polygon(Array.from({ length: points * 2 }, (_, i) => ep(x, y, i % 2 ? r * 0.45 : r, i % 2 ? r * 0.45 : r, -90 + (i * 180) / points)));
}

/** Rounded petals around (x, y): tips at radius `r`, notches at `inner`. */
function flowerPath(x: number, y: number, r: number, inner: number, petals: number): string {
  const step = 360 / petals;
  let d = '';
  for (let i = 0; i < petals; i += 1) {
    const a = -90 + i * step;
    const [sx, sy] = ep(x, y, inner, inner, a - step / 2);
    const [c1x, c1y] = ep(x, y, r * 1.2, r * 1.2, a - step * 0.35);
    const [c2x, c2y] = ep(x, y, r * 1.2, r * 1.2, a + step * 0.35);
    const [ex, ey] = ep(x, y, inner, inner, a + step / 2);
    d += `${i ? '' : `M${n(sx)} ${n(sy)}`}C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(ex)} ${n(ey)}`;
  }
  return `${d}Z`;
}

/** A drop: point at the top, round bottom of radius `s` centred on (x, y). */
const dropPath = (x: number, y: number, s: number): string =>
  `M${n(x)} ${n(y - s * 1.6)}Q${n(x + s * 0.95)} ${n(y - s * 0.8)} ${n(x + s)} ${n(y)}A${n(s)} ${n(s)} 0 0 1 ${n(x - s)} ${n(y)}Q${n(x - s * 0.95)} ${n(y - s * 0.8)} ${n(x)} ${n(y - s * 1.6)}Z`;

/** A leaf of length 2l centred on (x, y), pointing up. */
const leafPath = (x: number, y: number, l: number): string =>
  `M${n(x)} ${n(y - l)}Q${n(x + l * 0.9)} ${n(y)} ${n(x)} ${n(y + l)}Q${n(x - l * 0.9)} ${n(y)} ${n(x)} ${n(y - l)}Z`;

/** A crescent with its horns up (or turned), outer radius r. */
const crescentPath = (x: number, y: number, r: number): string =>
  `M${n(x - r)} ${n(y)}A${n(r)} ${n(r)} 0 0 0 ${n(x + r)} ${n(y)}A${n(r * 1.25)} ${n(r * 1.25)} 0 0 1 ${n(x - r)} ${n(y)}Z`;

const marquisePath = (x: number, y: number, w: number, h: number): string =>
  `M${n(x)} ${n(y - h)}Q${n(x + w * 1.4)} ${n(y)} ${n(x)} ${n(y + h)}Q${n(x - w * 1.4)} ${n(y)} ${n(x)} ${n(y - h)}Z`;

const ellipsePath = (x: number, y: number, rx: number, ry: number): string =>
  `M${n(x - rx)} ${n(y)}a${n(rx)} ${n(ry)} 0 1 0 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-rx * 2)} 0Z`;

/** A four-pointed sparkle. */
function glint(x: number, y: number, s: number): string {
  const q = s * 0.18;
  return P(
    `M${n(x)} ${n(y - s)}L${n(x + q)} ${n(y - q)}L${n(x + s)} ${n(y)}L${n(x + q)} ${n(y + q)}L${n(x)} ${n(y + s)}L${n(x - q)} ${n(y + q)}L${n(x - s)} ${n(y)}L${n(x - q)} ${n(y - q)}Z`,
    ' fill="#fff"',
  );
}

/** Raised relief on a flat metal surface, lit from the top left. */
function emboss(d: string, w = 5): string {
  return (
    P(d, `${NF}${dark(0.4)}${sw(w)}${RC} stroke-linejoin="round" transform="translate(3 3)"`) +
    P(d, `${NF}${light(0.85)}${sw(w * 0.7)}${RC} stroke-linejoin="round"`)
  );
}

// ---------------------------------------------------------------------------------------------
// What a drawing is made of.

interface Drawing {
  /** Metal lit by the piece-wide gradient: shapes without fill or stroke paint of their own. */
  b: string;
  /** Round metal parts (balls, beads, bells), each lit by a radial gradient. */
  c?: string;
  /** Stones, enamel and engraved or embossed details, drawn over the metal with their own paint. */
  x?: string;
  /** One transform per copy of the piece: two for a pair. */
  at?: string[];
  /** Scenery with its own colours drawn behind the piece (the open gift box). */
  under?: string;
}

interface Ctx {
  /** The design's title in lower case, searched for drawable words. */
  t: string;
  /** The letter an initial piece shows: the title's first letter. */
  letter: string;
  /** The stone's colour, or null for plain metal. */
  stone: string | null;
  smooth: boolean;
}

const has = (ctx: Ctx, ...words: string[]): boolean => words.some((w) => ctx.t.includes(w));

function context(title: string, stone: string | undefined): Ctx {
  return {
    t: title.toLowerCase(),
    letter: /[A-Za-z]/.exec(title)?.[0]?.toUpperCase() ?? 'A',
    stone: stoneColour(stone),
    smooth: stone ? SMOOTH_STONES.has(stone.toLowerCase()) : false,
  };
}

/** Small round stones in the design's stone (or white zircons), each with its own sparkle. */
function gems(ctx: Ctx, points: [number, number, number][], white = false): string {
  const colour = white ? WHITE_ZIRCON : ctx.stone;
  if (!colour || points.length === 0) return '';
  return `<g fill="url(#${white ? 'w' : 'g'})" stroke="${mix(colour, '#000', 0.45)}" stroke-width="1.5">${points.map(([x, y, r]) => C(x, y, r)).join('')}</g>`;
}

/** One large stone of outline `d` around (x, y), size `s`: faceted, or smooth with a soft highlight. */
function bigStone(ctx: Ctx, d: string, x: number, y: number, s: number, white = false): string {
  const colour = white ? WHITE_ZIRCON : ctx.stone;
  if (!colour) return '';
  const base = P(d, ` fill="url(#${white ? 'w' : 'g'})" stroke="${mix(colour, '#000', 0.45)}" stroke-width="2"`);
  if (ctx.smooth && !white) return base + E(x - s * 0.3, y - s * 0.35, s * 0.3, s * 0.16, ` fill="#fff" opacity=".55"${rot(-35, x - s * 0.3, y - s * 0.35)}`);
  return (
    base +
    P(d, ` fill="#fff" fill-opacity=".15"${light(0.6)}${sw(2)} transform="translate(${n(x)} ${n(y)}) scale(.55) translate(${n(-x)} ${n(-y)})"`) +
    glint(x - s * 0.35, y - s * 0.4, s * 0.35)
  );
}

/** A nazar: concentric blue, white, pale blue and black. */
function evilEye(ctx: Ctx, x: number, y: number, r: number): string {
  const blue = ctx.stone && ctx.stone !== WHITE_ZIRCON ? ctx.stone : ENAMEL_BLUE;
  return (
    C(x, y, r, ` fill="${blue}"`) +
    C(x, y, r * 0.68, ' fill="#fff"') +
    C(x, y, r * 0.48, ' fill="#7cc4e8"') +
    C(x, y, r * 0.26, ' fill="#111"') +
    C(x - r * 0.3, y - r * 0.3, r * 0.12, ' fill="#fff"')
  );
}

/** A ring's band seen a little from the side: the far edge shows in shade, up and to the right. */
function band(cx: number, cy: number, r: number, w: number, extra = ''): string {
  return C(cx + 12, cy - 10, r, `${NF}${sw(w)}`) + C(cx + 12, cy - 10, r, `${NF}${sw(w)}${dark(0.3)}`) + C(cx, cy, r, `${NF}${sw(w)}${extra}`);
}

/** Twisted-rope grooves over a stroked shape. */
const ropeOver = (shape: (a: string) => string, w: number): string => shape(`${NF}${sw(w)}${dark(0.3)}${dash('3 9')}`);

/** Ghungroo bells hanging at `points`: balls with the bell's slit, on short hangers. */
function bells(points: [number, number][], r: number, drop = r * 1.6): { b: string; c: string; x: string } {
  return {
    b: P(points.map(([x, y]) => `M${n(x)} ${n(y)}v${n(drop - r)}`).join(''), `${NF}${sw(3)}`),
    c: points.map(([x, y]) => C(x, y + drop, r)).join(''),
    x: P(points.map(([x, y]) => `M${n(x - r * 0.55)} ${n(y + drop + r * 0.4)}h${n(r * 1.1)}`).join(''), `${NF}${dark(0.6)}${sw(3)}${RC}`),
  };
}

/** Pearls or beads along a path: shaded below right, lit above left, with a highlight. */
function beadLine(shape: (a: string) => string, colour: string, w: number, gap: number): string {
  const d = dash(`0 ${gap}`);
  const shift = (k: number): string => ` transform="translate(${n(-w * k)} ${n(-w * k)})"`;
  return (
    shape(`${NF} stroke="${mix(colour, '#000000', 0.3)}"${sw(w)}${d}${RC}`) +
    shape(`${NF} stroke="${colour}"${sw(n(w * 0.78))}${d}${RC}${shift(0.09)}`) +
    shape(`${NF}${light(0.9)}${sw(n(w * 0.3))}${d}${RC}${shift(0.2)}`)
  );
}

type ChainStyle = 'cable' | 'box' | 'rope' | 'figaro' | 'snake' | 'curb' | 'twist' | 'ball' | 'paperclip';

function chainStyle(ctx: Ctx): ChainStyle {
  const styles: [string, ChainStyle][] = [
    ['box', 'box'],
    ['rope', 'rope'],
    ['figaro', 'figaro'],
    ['snake', 'snake'],
    ['curb', 'curb'],
    ['twist', 'twist'],
    ['ball', 'ball'],
    ['paperclip', 'paperclip'],
  ];
  return styles.find(([word]) => ctx.t.includes(word))?.[1] ?? 'cable';
}

/** A chain along a shape: metal links in `b`, their shading in `x`. Widths scale with `w`. */
function chain(shape: (a: string) => string, style: ChainStyle, w = 8): { b: string; x: string } {
  const q = (v: number): number => n(v * (w / 8));
  switch (style) {
    case 'box':
      return { b: shape(`${NF}${sw(q(11))}${dash(`${q(9)} ${q(3)}`)}`), x: shape(`${NF}${sw(q(4))}${dark(0.25)}${dash(`${q(9)} ${q(3)}`)}`) };
    case 'rope':
      return { b: shape(`${NF}${sw(q(13))}`), x: shape(`${NF}${sw(q(12))}${dark(0.3)}${dash(`${q(3)} ${q(6)}`)}`) };
    case 'snake':
      return { b: shape(`${NF}${sw(q(9))}`), x: shape(`${NF}${sw(q(8))}${dark(0.2)}${dash(`${q(2)} ${q(3)}`)}`) };
    case 'twist':
      return { b: shape(`${NF}${sw(q(10))}`), x: shape(`${NF}${sw(q(9))}${light(0.7)}${dash(`${q(3)} ${q(7)}`)}`) };
    case 'figaro':
      return { b: shape(`${NF}${sw(q(9))}${dash(`${q(5)} ${q(7)} ${q(5)} ${q(7)} ${q(5)} ${q(7)} ${q(20)} ${q(7)}`)}${RC}`), x: '' };
    case 'curb':
      return { b: shape(`${NF}${sw(q(13))}${dash(`${q(12)} ${q(5)}`)}${RC}`), x: shape(`${NF}${sw(q(3))}${dark(0.35)}${dash(`${q(6)} ${q(11)}`)}`) };
    case 'ball':
      return {
        b: shape(`${NF}${sw(q(12))}${dash(`0 ${q(17)}`)}${RC}`),
        x: shape(`${NF}${sw(q(4))}${light(0.9)}${dash(`0 ${q(17)}`)}${RC} transform="translate(-2 -2)"`),
      };
    case 'paperclip':
      return {
        b: shape(`${NF}${sw(q(8))}${dash(`${q(22)} ${q(6)}`)}`),
        x: shape(`${NF}${sw(q(2.5))}${dark(0.4)}${dash(`${q(16)} ${q(12)}`)} stroke-dashoffset="${q(-3)}"`),
      };
    default:
      return {
        b: shape(`${NF}${sw(q(7))}${dash(`${q(10)} ${q(5)}`)}${RC}`),
        x: shape(`${NF}${sw(q(2))}${dark(0.4)}${dash(`${q(4)} ${q(11)}`)} stroke-dashoffset="${q(-3)}"`),
      };
  }
}

const pathShape =
  (d: string) =>
  (a: string): string =>
    P(d, a);
const circleShape =
  (x: number, y: number, r: number) =>
  (a: string): string =>
    C(x, y, r, a);
const ellipseShape =
  (x: number, y: number, rx: number, ry: number) =>
  (a: string): string =>
    E(x, y, rx, ry, a);

/** Several drawings drawn together, each moved by its transform. */
function combine(...parts: [Drawing, string][]): Drawing {
  const wrap = (key: 'b' | 'c' | 'x'): string => parts.map(([d, t]) => (d[key] ? (t ? G(t, d[key] ?? '') : d[key]) : '')).join('');
  return { b: wrap('b'), c: wrap('c'), x: wrap('x') };
}

/** A pendant's chain and bail, meeting at (400, y). */
function pendantChain(y: number, spread = 95): Drawing {
  const c = chain(pathShape(`M${400 - spread} 140L392 ${y - 14}M${400 + spread} 140L408 ${y - 14}`), 'cable', 6);
  return { b: c.b + E(400, y, 11, 17, `${NF}${sw(7)}`), x: c.x };
}

// ---------------------------------------------------------------------------------------------
// Rings

function bandRing(ctx: Ctx): Drawing {
  const [cx, cy, r] = [400, 410, 175];
  if (has(ctx, 'criss')) {
    const e = (deg: number): string => E(cx, cy, r, r - 12, `${NF}${sw(17)}${rot(deg, cx, cy)}`);
    return { b: C(cx + 12, cy - 10, r, `${NF}${sw(14)}`) + C(cx + 12, cy - 10, r, `${NF}${sw(14)}${dark(0.3)}`) + e(9) + e(-9) };
  }
  if (has(ctx, 'chevron')) {
    return { b: C(cx + 12, cy - 10, r, `${NF}${sw(16)}${dark(0.3)}`) + P('M436 239A175 175 0 1 1 364 239L400 282Z', `${NF}${sw(18)} stroke-linejoin="round"`) };
  }
  if (has(ctx, 'bead', 'dot')) {
    return { b: band(cx, cy, r, 10), c: Array.from({ length: 18 }, (_, i) => C(...ep(cx, cy, r, r, i * 20), 13)).join('') };
  }
  const w = has(ctx, 'brushed', 'comfort') ? 44 : 28;
  const drawing: Drawing = { b: band(cx, cy, r, w) };
  if (has(ctx, 'rope', 'twist')) drawing.x = ropeOver((a) => C(cx, cy, r, a), w - 4);
  if (has(ctx, 'eternity'))
    drawing.x = gems(
      ctx,
      Array.from({ length: 11 }, (_, i) => [...ep(cx, cy, r, r, -160 + i * 14), 11] as [number, number, number]),
    );
  return drawing;
}

function cocktailRing(ctx: Ctx): Drawing {
  const [hx, hy] = [400, 262];
  let b = band(400, 470, 140, 20) + P('M352 300H448L426 346H374Z');
  let c = '';
  let x = '';
  if (has(ctx, 'peacock')) {
    let eyes = '';
    for (let i = 0; i < 7; i += 1) {
      const deg = -72 + i * 24;
      const [fx, fy] = ep(400, 320, 92, 92, deg - 90);
      b += E(fx, fy, 22, 48, rot(deg, fx, fy));
      eyes += C(...ep(400, 320, 112, 112, deg - 90), 9);
    }
    x += `<g fill="#fff" fill-opacity=".4"${dark(0.45)}${sw(4)}>${eyes}</g>`;
    // The bird in front of its fan, lit on its own so it stands out from the feathers.
    const bird = P('M376 334C364 292 384 256 398 236C400 222 414 212 422 220C428 228 416 234 414 244C424 272 428 304 424 334Z');
    x += C(412, 224, 3, ' fill="#111"') + P('M410 214l-8-22M414 213l2-22M418 215l12-18', `${NF}${light(0.7)}${sw(3)}${RC}`);
    return { b, c: bird, x };
  }
  if (!ctx.stone) {
    return { b: b + P(flowerPath(hx, hy, 78, 50, 8)), c: C(hx, hy, 26) };
  }
  if (has(ctx, 'halo')) {
    b += C(hx, hy, 84);
    x =
      gems(
        ctx,
        Array.from({ length: 14 }, (_, i) => [...ep(hx, hy, 70, 70, i * (360 / 14)), 10] as [number, number, number]),
        true,
      ) + bigStone(ctx, ellipsePath(hx, hy, 48, 48), hx, hy, 48);
  } else if (has(ctx, 'cluster')) {
    b += C(hx, hy, 84);
    x =
      gems(ctx, [[hx, hy, 27], ...Array.from({ length: 6 }, (_, i) => [...ep(hx, hy, 52, 52, i * 60 - 90), 24] as [number, number, number])]) +
      glint(hx - 8, hy - 8, 12);
  } else if (has(ctx, 'dome')) {
    b += P(flowerPath(hx, hy, 80, 70, 14));
    c = Array.from({ length: 12 }, (_, i) => C(...ep(hx, hy, 73, 64, i * 30), 6)).join('');
    x = bigStone(ctx, ellipsePath(hx, hy, 64, 56), hx, hy, 60);
  } else if (has(ctx, 'floral', 'kundan', 'flower')) {
    b += P(flowerPath(hx, hy, 84, 52, 6));
    x =
      `<g fill="url(#g)" stroke="${mix(ctx.stone, '#000', 0.4)}" stroke-width="2">${Array.from({ length: 6 }, (_, i) => E(hx, hy - 48, 19, 30, rot(i * 60, hx, hy))).join('')}</g>` +
      bigStone(ctx, ellipsePath(hx, hy, 22, 22), hx, hy, 22);
  } else if (has(ctx, 'oval')) {
    b += E(hx, hy, 80, 64);
    x = bigStone(ctx, ellipsePath(hx, hy, 68, 53), hx, hy, 60);
  } else {
    b += C(hx, hy, 66);
    c = [45, 135, 225, 315].map((deg) => C(...ep(hx, hy, 60, 60, deg), 10)).join('');
    x = bigStone(ctx, ellipsePath(hx, hy, 56, 56), hx, hy, 56);
  }
  return { b, c, x };
}

function openRing(ctx: Ctx): Drawing {
  let b = C(412, 432, 160, `${NF}${sw(14)}${dark(0.3)}`) + P('M475 299A160 160 0 1 1 325 299', `${NF}${sw(16)}${RC}`);
  let c = '';
  let x = '';
  if (has(ctx, 'lotus')) {
    b += [-64, -32, 0, 32, 64].map((deg) => P(leafPath(400, 236, 52), rot(deg, 400, 290))).join('') + E(400, 292, 46, 12);
    x = P('M400 188V284M360 210L386 280M440 210L414 280', `${NF}${dark(0.3)}${sw(3)}`);
  } else if (has(ctx, 'butterfly')) {
    b +=
      E(356, 246, 50, 36, rot(-28, 356, 246)) +
      E(444, 246, 50, 36, rot(28, 444, 246)) +
      E(366, 298, 32, 24, rot(25, 366, 298)) +
      E(434, 298, 32, 24, rot(-25, 434, 298));
    c = E(400, 276, 8, 42);
    x = P('M322 234Q356 250 392 268M478 234Q444 250 408 268M346 302L392 284M454 302L408 284', `${NF}${dark(0.3)}${sw(3)}`);
  } else if (has(ctx, 'eye')) {
    b += P('M318 272Q400 196 482 272Q400 348 318 272Z');
    x = evilEye(ctx, 400, 272, 36);
  } else if (has(ctx, 'moon', 'star')) {
    b += P(crescentPath(322, 262, 44), rot(-50, 322, 262)) + P(starPath(480, 262, 48));
    x = gems(ctx, [[480, 264, 16]]);
  } else if (has(ctx, 'leaf')) {
    b += P(leafPath(350, 236, 66), rot(58, 350, 236)) + P(leafPath(450, 236, 66), rot(-58, 450, 236));
    x = P('M302 206L398 266M498 206L402 266', `${NF}${dark(0.3)}${sw(3)}`);
  } else {
    c = C(325, 299, 18) + C(475, 299, 18);
  }
  return { b, c, x };
}

function toeRing(ctx: Ctx): Drawing {
  let b = C(400, 452, 80, `${NF}${sw(11)}`) + C(400, 440, 80, `${NF}${sw(11)}${dark(0.3)}`) + C(400, 428, 80, `${NF}${sw(11)}`);
  let c = '';
  let x = '';
  if (has(ctx, 'leaf')) {
    b += P(leafPath(368, 346, 36), rot(-70, 368, 346)) + P(leafPath(432, 346, 36), rot(70, 432, 346));
    x = P('M336 358L400 346L464 358', `${NF}${dark(0.3)}${sw(3)}`);
  } else if (has(ctx, 'flower', 'meenakari')) {
    b += P(flowerPath(400, 346, 44, 24, 6));
    x = ctx.stone ? P(flowerPath(400, 346, 34, 20, 6), ` fill="${ctx.stone}" opacity=".9"`) + C(400, 346, 11, ' fill="#fff3c4"') : '';
  } else if (has(ctx, 'ghungroo', 'bell')) {
    const bell = bells(
      [
        [356, 318],
        [400, 306],
        [444, 318],
      ],
      17,
      28,
    );
    b += P('M340 324Q400 290 460 324', `${NF}${sw(7)}`) + P('M346 322L362 356M454 322L438 356', `${NF}${sw(6)}`) + bell.b;
    c = bell.c;
    x = bell.x;
  } else {
    c = C(470, 402, 12) + C(330, 478, 12);
  }
  return { b, c, x, at: [at(285, 400, 0.95), at(515, 400, 0.95)] };
}

// ---------------------------------------------------------------------------------------------
// Earrings (each drawn once, centred on x = 400, then placed twice)

const PAIR = (gap: number, y = 400, s = 1, cy = 400): string[] => [at(400 - gap, y, s, cy), at(400 + gap, y, s, cy)];

function stud(ctx: Ctx): Drawing {
  let d: Drawing;
  if (has(ctx, 'heart')) d = { b: P(heartPath(400, 404, 70)), x: glint(370, 370, 16) };
  else if (has(ctx, 'pearl')) d = { b: C(400, 408, 46), x: bigStone(ctx, ellipsePath(400, 396, 64, 64), 400, 396, 64) };
  else if (has(ctx, 'sunflower')) {
    d = { b: P(flowerPath(400, 400, 82, 44, 14)), c: C(400, 400, 36), x: C(400, 400, 26, `${NF}${dark(0.45)}${sw(8)}${dash('0 9')}${RC}`) };
  } else if (has(ctx, 'star')) {
    d = {
      b: P(starPath(400, 406, 86)),
      x: gems(ctx, [[400, 408, 22], ...Array.from({ length: 5 }, (_, i) => [...ep(400, 408, 50, 50, -90 + i * 72), 10] as [number, number, number])]),
    };
  } else if (has(ctx, 'hexagon')) {
    const hex = (r: number): string => polygon(Array.from({ length: 6 }, (_, i) => ep(400, 400, r, r, i * 60 - 90)));
    d = { b: P(hex(78)), x: P(hex(50), `${NF}${dark(0.3)}${sw(4)}`) + P(hex(50), `${NF}${light(0.8)}${sw(3)} transform="translate(-2 -2)"`) };
  } else if (has(ctx, 'eye')) d = { b: C(400, 400, 66), x: evilEye(ctx, 400, 400, 56) };
  else if (ctx.stone) {
    d = {
      b: C(400, 400, 62),
      c: [45, 135, 225, 315].map((deg) => C(...ep(400, 400, 60, 60, deg), 11)).join(''),
      x: bigStone(ctx, ellipsePath(400, 400, 56, 56), 400, 400, 56),
    };
  } else d = { b: P(flowerPath(400, 400, 80, 40, 6)), c: C(400, 400, 24) };
  return { ...d, at: PAIR(125) };
}

function hoop(ctx: Ctx): Drawing {
  const huggie = has(ctx, 'huggie');
  const [cy, r, w] = huggie ? [370, 78, 26] : has(ctx, 'chunky') ? [400, 100, 36] : [400, 108, 15];
  const d: Drawing = { b: band(400, cy, r, w) + P(`M${400 + r * 0.2} ${cy - r - 18}v30`, `${NF}${sw(5)}`) };
  if (has(ctx, 'twist')) d.x = ropeOver((a) => C(400, cy, r, a), w - 3);
  if (has(ctx, 'pave') || (huggie && ctx.stone && !has(ctx, 'charm'))) {
    d.x = gems(
      ctx,
      Array.from({ length: 9 }, (_, i) => [...ep(400, cy, r, r, 90 + i * 18), 9] as [number, number, number]),
    );
  }
  if (has(ctx, 'charm')) {
    d.b += C(400, cy + r + 22, 9, `${NF}${sw(5)}`);
    d.x = bigStone(ctx, dropPath(400, cy + r + 78, 26), 400, cy + r + 78, 26) || '';
    if (!d.x) d.c = C(400, cy + r + 60, 24);
  }
  if (has(ctx, 'chunky', 'dome'))
    d.x = C(400 - 4, cy - 4, r, `${NF}${light(0.6)}${sw(6)}${dash(`${n(r * 1.2)} ${n(r * 5.1)}`)} stroke-dashoffset="${n(r * 3.3)}"`);
  return { ...d, at: PAIR(125) };
}

function jhumka(ctx: Ctx): Drawing {
  let b = '';
  let c = '';
  let x = '';
  if (has(ctx, 'chandbali')) {
    b += P('M318 196A82 82 0 0 0 482 196A104 104 0 0 1 318 196Z');
    x += gems(
      ctx,
      [30, 60, 90, 120, 150].map((deg) => [...ep(400, 214, 62, 40, deg), 8] as [number, number, number]),
    );
    b += P('M400 206V240', `${NF}${sw(6)}`);
    c += C(400, 198, 13);
  } else {
    b += P(flowerPath(400, 208, 36, 22, 8));
    if (ctx.stone) x += gems(ctx, [[400, 208, 13]]);
    else c += C(400, 208, 11);
  }
  b += C(400, 258, 9, `${NF}${sw(5)}`) + P('M322 420C322 318 360 272 400 272C440 272 478 318 478 420Z') + E(400, 421, 82, 12);
  x +=
    P('M340 335Q400 318 460 335M329 375Q400 356 471 375', `${NF}${dark(0.3)}${sw(3)}`) + E(400, 421, 78, 9, `${NF}${light(0.8)}${sw(5)}${dash('0 13')}${RC}`);
  if (has(ctx, 'meenakari', 'peacock') && ctx.stone) x += P('M337 339Q400 322 463 339L470 368Q400 350 330 368Z', ` fill="${ctx.stone}" opacity=".9"`);
  const fringe = Array.from({ length: 9 }, (_, i) => 328 + i * 18);
  b += P(fringe.map((fx) => `M${fx} 430v24`).join(''), `${NF}${sw(3)}`);
  if (ctx.stone && has(ctx, 'pearl'))
    x += gems(
      ctx,
      fringe.map((fx) => [fx, 463, 10] as [number, number, number]),
    );
  else c += fringe.map((fx) => C(fx, 461, 8)).join('');
  if (ctx.stone && has(ctx, 'red', 'ruby'))
    x += gems(
      ctx,
      Array.from({ length: 7 }, (_, i) => [340 + i * 20, 423, 6] as [number, number, number]),
    );
  const s = has(ctx, 'mini') ? 1.05 : 1.3;
  return { b, c, x, at: PAIR(125, 400, s, 320) };
}

function dropEarring(ctx: Ctx): Drawing {
  let b = P('M400 226C400 188 366 180 362 212', `${NF}${sw(7)}${RC}`) + C(400, 236, 9, `${NF}${sw(5)}`);
  let c = '';
  let x = '';
  if (has(ctx, 'leaf')) {
    b += P('M400 244V440', `${NF}${sw(3)}`);
    [
      [290, 38, -14],
      [370, 46, 12],
      [456, 54, -8],
    ].forEach(([y = 0, l = 0, deg = 0]) => {
      b += P(leafPath(400, y, l), rot(deg, 400, y));
      x += P(`M400 ${y - l}V${y + l}`, `${NF}${dark(0.3)}${sw(3)}${rot(deg, 400, y)}`);
    });
  } else if (has(ctx, 'bar')) {
    b += `<rect x="382" y="250" width="36" height="230" rx="6"/>`;
    x =
      `<rect x="388" y="256" width="24" height="218" rx="3" fill="url(#g)" stroke="#000" stroke-opacity=".3"/>` +
      P('M392 262V466', `${NF}${light(0.5)}${sw(3)}`);
  } else if (has(ctx, 'tassel')) {
    b += P('M376 300Q400 238 424 300Z');
    b += P(Array.from({ length: 9 }, (_, i) => `M${384 + i * 4} 300L${n(362 + i * 9.5)} ${470 - Math.abs(i - 4) * 8}`).join(''), `${NF}${sw(3)}${dash('5 3')}`);
    c = Array.from({ length: 9 }, (_, i) => C(362 + i * 9.5, 474 - Math.abs(i - 4) * 8, 4)).join('');
  } else if (has(ctx, 'crescent', 'moon')) {
    b += P('M400 244V280', `${NF}${sw(5)}`) + P(crescentPath(400, 360, 84), rot(90, 400, 360));
    x = G('rotate(90 400 360)', bigStone(ctx, crescentPath(400, 380, 62), 400, 420, 36));
  } else if (has(ctx, 'chandelier')) {
    b += C(400, 270, 20) + P('M326 300Q400 372 474 300', `${NF}${sw(9)}${RC}`) + P('M344 322v44M372 336v58M400 340v74M428 336v58M456 322v44', `${NF}${sw(3)}`);
    x =
      gems(ctx, [
        [400, 270, 14],
        [344, 372, 9],
        [372, 400, 10],
        [456, 372, 9],
        [428, 400, 10],
      ]) + bigStone(ctx, dropPath(400, 442, 18), 400, 442, 18);
  } else {
    b += P(dropPath(400, 390, 60));
    x = bigStone(ctx, dropPath(400, 392, 50), 400, 392, 50);
  }
  return { b, c, x, at: PAIR(125, 400, 1.25, 340) };
}

// ---------------------------------------------------------------------------------------------
// Necklaces and chains

function chainNecklace(ctx: Ctx): Drawing {
  const style = chainStyle(ctx);
  const heavy = has(ctx, 'men', 'curb') ? 13 : 11;
  const loop = chain(pathShape('M388 200C170 210 170 590 400 616C630 590 630 210 412 200'), style, heavy);
  return { b: loop.b + C(385, 200, 9, `${NF}${sw(4)}`), c: E(418, 200, 24, 13), x: loop.x };
}

function choker(ctx: Ctx): Drawing {
  const arc = 'M236 300A175 175 0 1 0 564 300';
  const ties = chain(pathShape('M236 300Q300 200 392 190M564 300Q500 200 408 190'), 'cable', 5);
  let b = ties.b + C(400, 190, 9, `${NF}${sw(4)}`);
  let c = '';
  let x = ties.x;
  const along = (r: number, from: number, to: number, count: number, size: number): [number, number, number][] =>
    Array.from({ length: count }, (_, i) => [...ep(400, 360, r, r, from + ((to - from) * i) / (count - 1)), size] as [number, number, number]);
  if (has(ctx, 'hasli')) {
    b += P('M222 300C222 610 578 610 578 300C556 498 244 498 222 300Z');
    c = C(222, 300, 14) + C(578, 300, 14);
    x +=
      P('M232 316C250 540 550 540 568 316', `${NF}${dark(0.35)}${sw(3)}`) + P('M236 322C256 528 544 528 564 322', `${NF}${light(0.7)}${sw(2)}${dash('2 9')}`);
  } else if (has(ctx, 'pearl')) {
    b += P(arc, `${NF}${sw(6)}`);
    const strand =
      (r: number) =>
      (a: string): string =>
        P(`M${n(400 - r * 0.94)} ${n(360 - r * 0.34)}A${r} ${r} 0 1 0 ${n(400 + r * 0.94)} ${n(360 - r * 0.34)}`, a);
    x += [150, 175, 200].map((r) => beadLine(strand(r), ctx.stone ?? '#f7f3ea', 20, 24)).join('');
  } else if (has(ctx, 'coin')) {
    b +=
      P(arc, `${NF}${sw(14)}`) +
      along(200, 155, 25, 7, 20)
        .map(([cx, cy, r]) => C(cx, cy, r))
        .join('');
    x += along(200, 155, 25, 7, 14)
      .map(([cx, cy, r]) => C(cx, cy, r, `${NF}${dark(0.35)}${sw(2)}`))
      .join('');
  } else {
    const broad = has(ctx, 'bridal', 'kundan');
    b += P(arc, `${NF}${sw(broad ? 50 : 36)}`) + P(arc, `${NF}${sw(broad ? 50 : 36)}${dark(0.25)}${dash('2 22')}`);
    x += gems(ctx, along(175, 180, 0, 10, broad ? 15 : 12));
    if (broad || has(ctx, 'temple')) {
      const drops = along(214, 165, 15, 9, 9);
      b += P(drops.map(([cx, cy]) => `M${n(400 + (cx - 400) * 0.86)} ${n(360 + (cy - 360) * 0.86)}L${n(cx)} ${n(cy)}`).join(''), `${NF}${sw(4)}`);
      c = drops.map(([cx, cy, r]) => C(cx, cy, r)).join('');
    }
  }
  return { b, c, x, at: [at(400, 380)] };
}

function layeredNecklace(ctx: Ctx): Drawing {
  const three = has(ctx, 'triple', 'satellite');
  const strands = three ? [0, 1, 2] : [0, 2];
  const shape = (i: number): string => `M${250 - i * 28} 170C${250 - i * 28} ${400 + i * 80} ${550 + i * 28} ${400 + i * 80} ${550 + i * 28} 170`;
  const low = (i: number): number => 170 + 0.75 * (230 + i * 80);
  let b = '';
  let c = '';
  let x = '';
  strands.forEach((i, k) => {
    const style: ChainStyle = has(ctx, 'paperclip') && k === 0 ? 'paperclip' : 'cable';
    if (has(ctx, 'pearl') && k === 1) {
      x += beadLine(pathShape(shape(i)), ctx.stone ?? '#f7f3ea', 16, 21);
      return;
    }
    const ch = chain(pathShape(shape(i)), style, 8);
    b += ch.b;
    x += ch.x;
    if (three) c += P(shape(i), `${NF}${sw(14)}${dash('0 60')}${RC} stroke-dashoffset="-30"`);
  });
  const y1 = low(strands[0] ?? 0);
  const y2 = low(strands[strands.length - 1] ?? 2);
  if (has(ctx, 'coin')) {
    b += C(400, y2 + 36, 36);
    x += C(400, y2 + 36, 28, `${NF}${dark(0.3)}${sw(3)}`) + emboss(`M400 ${n(y2 + 20)}l12 16-12 16-12-16Z`, 4);
  } else if (has(ctx, 'star', 'moon')) {
    b += P(crescentPath(400, y1 + 14, 24)) + P(starPath(400, y2 + 34, 38));
    x += gems(ctx, [[400, y2 + 36, 10]]);
  } else if (has(ctx, 'eye')) {
    b += C(400, y2 + 28, 30);
    x += evilEye(ctx, 400, y2 + 28, 25);
  } else if (!three && !has(ctx, 'pearl') && ctx.stone) {
    x += bigStone(ctx, dropPath(400, y2 + 40, 22), 400, y2 + 40, 22);
  }
  return { b, c, x, at: [at(400, 380)] };
}

// ---------------------------------------------------------------------------------------------
// Bracelets and bangles

function bangle(ctx: Ctx): Drawing {
  if (has(ctx, 'cuff')) {
    return { b: C(412, 390, 165, `${NF}${sw(40)}${dark(0.3)}`) + P('M350 247A165 165 0 1 0 450 247', `${NF}${sw(46)}${RC}`) };
  }
  const [r, w] = [150, 15];
  const d: Drawing = { b: band(400, 400, r, w) };
  const ring = (a: string): string => C(400, 400, r, a);
  if (has(ctx, 'twist')) d.x = ropeOver(ring, w - 2);
  else if (has(ctx, 'floral')) d.x = ring(`${NF}${light(0.8)}${sw(9)}${dash('0 26')}${RC}`) + ring(`${NF}${dark(0.5)}${sw(4)}${dash('0 26')}${RC}`);
  else if (has(ctx, 'paisley') && ctx.stone) d.x = ring(`${NF} stroke="${ctx.stone}"${sw(9)}${dash('12 16')}${RC}`);
  else if (has(ctx, 'zircon', 'studded'))
    d.x = gems(
      ctx,
      Array.from({ length: 9 }, (_, i) => [...ep(400, 400, r, r, 30 + i * 15), 8] as [number, number, number]),
    );
  else if (has(ctx, 'ghungroo')) {
    const bell = bells(
      Array.from({ length: 5 }, (_, i) => ep(400, 400, r + 8, r + 8, 50 + i * 20)),
      13,
      20,
    );
    d.b += bell.b;
    d.c = bell.c;
    d.x = bell.x;
  } else d.x = C(396, 396, r, `${NF}${light(0.7)}${sw(4)}${dash('150 800')} stroke-dashoffset="-560"`);
  return { ...d, at: [at(330, 390, 0.97), at(470, 410, 0.97)] };
}

function kada(ctx: Ctx): Drawing {
  const [r, w] = [165, 46];
  const square = has(ctx, 'square');
  const open = `M351 242A${r} ${r} 0 1 0 449 242`;
  const b = C(412, 390, r, `${NF}${sw(w - 6)}`) + C(412, 390, r, `${NF}${sw(w - 6)}${dark(0.32)}`) + P(open, `${NF}${sw(w)}${square ? '' : RC}`);
  let c = square ? '' : C(351, 242, 27) + C(449, 242, 27);
  let x = '';
  const ring = (a: string): string => P(open, a);
  if (has(ctx, 'braid', 'cable')) x = ropeOver(ring, w - 6) + ring(`${NF}${sw(w - 6)}${light(0.35)}${dash('3 9')} stroke-dashoffset="6"`);
  if (square) x = C(400, 400, r - 20, `${NF}${dark(0.35)}${sw(3)}`) + C(400, 400, r + 20, `${NF}${light(0.8)}${sw(3)}`);
  if (has(ctx, 'rudraksha')) {
    c = '';
    x =
      gems(
        ctx,
        Array.from({ length: 13 }, (_, i) => [...ep(400, 400, r, r, -60 + i * 25), 19] as [number, number, number]),
      ) + ring(`${NF}${dark(0.35)}${sw(30)}${dash('1 4')}`);
  }
  if (has(ctx, 'khanda')) x += emboss('M400 536v56M385 546l15-14 15 14M381 564a19 19 0 1 0 38 0a19 19 0 1 0-38 0', 4);
  return { b, c, x };
}

function braceletLoop(ctx: Ctx): Drawing {
  const loop = ellipseShape(400, 390, 215, 150);
  let b = '';
  const c = E(400, 240, 22, 12);
  let x = '';
  const lower = (count: number, from = 45, to = 135): [number, number][] =>
    Array.from({ length: count }, (_, i) => ep(400, 390, 215, 150, from + ((to - from) * i) / Math.max(1, count - 1)));
  if (has(ctx, 'tennis')) {
    b = loop(`${NF}${sw(30)}`);
    x = gems(
      ctx,
      Array.from({ length: 22 }, (_, i) => [...ep(400, 390, 215, 150, -74 + i * 15.6), 11] as [number, number, number]),
    );
    return { b, c, x };
  }
  if (has(ctx, 'bead')) {
    b = loop(`${NF}${sw(4)}`);
    x =
      beadLine(loop, ctx.stone ?? '#3a7fd0', 30, 52) +
      loop(`${NF}${sw(14)} stroke="#fff"${dash('0 52')}${RC}`) +
      loop(`${NF}${sw(7)} stroke="#111"${dash('0 52')}${RC}`);
    return { b, c, x };
  }
  const ch = chain(loop, chainStyle(ctx), has(ctx, 'men') ? 12 : 10);
  b = ch.b;
  x = ch.x;
  if (has(ctx, 'heart')) {
    b += lower(3)
      .map(([hx, hy]) => C(hx, hy + 14, 7, `${NF}${sw(4)}`) + P(heartPath(hx, hy + 48, 26)))
      .join('');
  } else if (has(ctx, 'eye')) {
    lower(3).forEach(([ex, ey]) => {
      b += C(ex, ey, 26);
      x += evilEye(ctx, ex, ey, 21);
    });
  } else if (has(ctx, 'infinity')) {
    b += P('M400 540C370 494 312 494 312 540C312 586 370 586 400 540C430 494 488 494 488 540C488 586 430 586 400 540Z', `${NF}${sw(15)}`);
    x = gems(ctx, [
      [335, 540, 8],
      [465, 540, 8],
      [400, 540, 9],
    ]);
  }
  return { b, c, x };
}

// ---------------------------------------------------------------------------------------------
// Pendants

const OM = 'M22 30C38 16 56 28 44 46C40 51 34 52 30 52C46 50 60 58 56 74C52 92 26 94 16 78M44 52C56 44 72 40 80 52C88 64 82 84 70 82M60 22Q75 36 90 22M75 9v.1';

function religiousPendant(ctx: Ctx): Drawing {
  const top = pendantChain(300);
  let d: Drawing;
  if (has(ctx, 'ganesh')) {
    d = {
      b:
        E(334, 440, 52, 64) +
        E(466, 440, 52, 64) +
        P('M360 398L400 324L440 398Z') +
        P('M336 616C326 528 474 528 464 616Z') +
        C(400, 432, 54) +
        P('M400 470C400 540 354 540 370 584', `${NF}${sw(26)}${RC}`),
      x:
        C(380, 424, 5, ' fill="#111"') +
        C(420, 424, 5, ' fill="#111"') +
        P('M424 470l18 22', `${NF} stroke="#fff"${sw(6)}${RC}`) +
        P('M310 420Q330 470 356 470M490 420Q470 470 444 470', `${NF}${dark(0.3)}${sw(3)}`),
    };
  } else if (has(ctx, 'trishul')) {
    d = {
      b:
        P('M400 330V636M326 330C326 410 360 432 400 432C440 432 474 410 474 330', `${NF}${sw(15)}`) +
        P('M400 312L382 362L400 392L418 362ZM314 338L326 296L338 338ZM462 338L474 296L486 338ZM368 486H432L400 520L432 556H368L400 520Z'),
    };
  } else if (has(ctx, 'khanda')) {
    d = {
      b:
        C(400, 470, 80, `${NF}${sw(17)}`) +
        P('M400 320L418 356V588L400 612L382 588V356Z') +
        P('M322 616C250 534 282 420 362 382M478 616C550 534 518 420 438 382', `${NF}${sw(13)}${RC}`) +
        P('M366 592H434', `${NF}${sw(11)}${RC}`),
    };
  } else if (has(ctx, 'cross')) {
    d = {
      b: P('M378 318h44v76h66v44h-66v182h-44v-182h-66v-44h66z'),
      x: gems(ctx, [
        [400, 346, 10],
        [400, 376, 10],
        [400, 416, 12],
        [340, 416, 10],
        [460, 416, 10],
        [400, 456, 10],
        [400, 490, 10],
        [400, 524, 10],
        [400, 558, 10],
        [400, 592, 10],
      ]),
    };
  } else if (has(ctx, 'allah')) {
    d = {
      b:
        E(400, 468, 116, 146, `${NF}${sw(14)}`) +
        P('M448 380V520M418 390V532H352M388 400V532M352 532C316 500 350 470 366 506', `${NF}${sw(14)}${RC} stroke-linejoin="round"`) +
        P('M340 392l40-10', `${NF}${sw(8)}${RC}`),
    };
  } else if (has(ctx, 'gada', 'hanuman')) {
    d = {
      b: P('M400 478V626', `${NF}${sw(20)}${RC}`) + P('M400 318L414 350H386Z') + E(400, 484, 34, 10),
      c: E(400, 416, 66, 80) + C(400, 636, 15),
      x: P('M368 348Q344 416 368 484M400 336V496M432 348Q456 416 432 484', `${NF}${dark(0.3)}${sw(3)}`),
    };
  } else {
    d = { b: P('M400 316V362', `${NF}${sw(6)}`) + P(OM, `${NF}${sw(11)}${RC} stroke-linejoin="round" transform="translate(294 318) scale(2.2)"`) };
  }
  return combine([top, ''], [d, '']);
}

/** The letter as text in the system's fonts (Latin capitals exist in every font). */
function letterText(ctx: Ctx, x: number, y: number, size: number, font: string, a = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" font-family="${font}" text-anchor="middle"${a}>${escapeXml(ctx.letter)}</text>`;
}

const SERIF = 'Georgia,Times New Roman,serif';

function initialPendant(ctx: Ctx): Drawing {
  const top = pendantChain(300);
  let d: Drawing;
  if (has(ctx, 'coin', 'disc')) {
    d = {
      b: C(400, 468, 140),
      x:
        C(400, 468, 124, `${NF}${dark(0.25)}${sw(3)}`) +
        letterText(ctx, 403, 541, 200, SERIF, ' fill="#000" fill-opacity=".3"') +
        letterText(ctx, 400, 538, 200, SERIF, ` fill="#fff" fill-opacity=".35"`),
    };
  } else if (has(ctx, 'heart', 'locket')) {
    d = {
      b: P(heartPath(400, 476, 150)),
      x:
        P('M400 410V600', `${NF}${dark(0.2)}${sw(2)}`) +
        letterText(ctx, 400, 528, 140, SERIF, ' fill="#000" fill-opacity=".3" font-style="italic"') +
        glint(350, 420, 20),
    };
  } else if (has(ctx, 'block')) {
    d = {
      b: P('M400 316V400', `${NF}${sw(6)}`) + letterText(ctx, 400, 600, 330, 'Arial Black,Arial,Helvetica,sans-serif', ' font-weight="900"'),
      x: gems(ctx, [[400, 334, 14]]),
    };
  } else {
    d = {
      b:
        P('M400 316V410', `${NF}${sw(6)}`) +
        letterText(ctx, 400, 590, 320, 'Brush Script MT,Segoe Script,Snell Roundhand,URW Chancery L,cursive', ' font-style="italic"'),
    };
  }
  return combine([top, ''], [d, '']);
}

function gemstonePendant(ctx: Ctx): Drawing {
  const top = pendantChain(290);
  const [x, y] = [400, 450];
  let metal: string;
  let stone: string;
  if (has(ctx, 'drop', 'teardrop')) {
    metal = dropPath(x, y + 24, 84);
    stone = bigStone(ctx, dropPath(x, y + 24, 72), x, y + 24, 70);
  } else if (has(ctx, 'oval')) {
    metal = ellipsePath(x, y, 100, 130);
    stone = bigStone(ctx, ellipsePath(x, y, 86, 116), x, y, 90);
  } else if (has(ctx, 'cushion')) {
    metal = 'M316 372Q316 350 338 350H462Q484 350 484 372V528Q484 550 462 550H338Q316 550 316 528Z';
    stone = bigStone(ctx, 'M330 388Q330 364 354 364H446Q470 364 470 388V512Q470 536 446 536H354Q330 536 330 512Z', x, y, 84);
  } else if (has(ctx, 'marquise')) {
    metal = marquisePath(x, y, 84, 150);
    stone = bigStone(ctx, marquisePath(x, y, 72, 136), x, y, 70);
  } else if (has(ctx, 'halo')) {
    metal = ellipsePath(x, y, 118, 118);
    stone =
      gems(
        ctx,
        Array.from({ length: 16 }, (_, i) => [...ep(x, y, 100, 100, i * 22.5), 13] as [number, number, number]),
        true,
      ) + bigStone(ctx, ellipsePath(x, y, 76, 76), x, y, 76);
  } else {
    metal = ellipsePath(x, y, 98, 98);
    stone = bigStone(ctx, ellipsePath(x, y, 84, 84), x, y, 84);
  }
  return combine([top, ''], [{ b: P('M388 294L400 330L412 294Z') + P(metal), x: stone }, '']);
}

// ---------------------------------------------------------------------------------------------
// Anklets

function traditionalPayal(ctx: Ctx): Drawing {
  const curve = [175, 320, 255, 480, 545, 480, 625, 320];
  const d = bezPath(curve);
  const heavy = has(ctx, 'heavy', 'rajasthani');
  const broad = has(ctx, 'broad');
  const w = broad ? 62 : heavy ? 52 : 42;
  let b = P(d, `${NF}${sw(w)}${RC}`);
  let c = '';
  let x = P(d, `${NF}${sw(w - 14)}${dark(0.3)}${dash(broad ? '2 8' : '10 12')}`) + P(d, `${NF}${sw(5)}${light(0.9)}${dash('0 22')}${RC}`);
  const count = has(ctx, 'jhalar') ? 15 : broad ? 7 : 11;
  const points = Array.from({ length: count }, (_, i) => bez(curve, (i + 0.5) / count)).map(([px, py]) => [px, py + w / 2 - 4] as [number, number]);
  if (has(ctx, 'meenakari', 'flower') && ctx.stone) {
    x += P(d, `${NF} stroke="${ctx.stone}"${sw(22)}${dash('0 40')}${RC}`) + P(d, `${NF} stroke="#fff3c4"${sw(8)}${dash('0 40')}${RC}`);
  }
  if (has(ctx, 'kundan') && ctx.stone) {
    x +=
      P(d, `${NF} stroke="${mix(ctx.stone, '#000', 0.4)}"${sw(22)}${dash('20 20')}`) +
      P(d, `${NF} stroke="${ctx.stone}"${sw(18)}${dash('16 24')} stroke-dashoffset="-2"`);
    b += P(points.map(([px, py]) => `M${n(px)} ${n(py)}v22`).join(''), `${NF}${sw(3)}`);
    x += gems(
      ctx,
      points.map(([px, py]) => [px, py + 30, 9] as [number, number, number]),
    );
    return { b, x, at: [at(400, 345), at(400, 445)] };
  }
  if (has(ctx, 'jhalar')) {
    b += P(points.map(([px, py]) => `M${n(px)} ${n(py)}v46`).join(''), `${NF}${sw(3)}${dash('4 3')}`);
    c = points.map(([px, py]) => C(px, py + 52, 8)).join('');
    return { b, c, x, at: [at(400, 345), at(400, 445)] };
  }
  const bell = bells(points, heavy ? 15 : 12, heavy ? 26 : 22);
  b += bell.b;
  c = bell.c;
  x += bell.x;
  return { b, c, x, at: [at(400, 345), at(400, 445)] };
}

function ghungrooAnklet(ctx: Ctx, count = 11): Drawing {
  const curve = [180, 300, 260, 470, 540, 470, 620, 300];
  const d = bezPath(curve);
  const ch = chain(pathShape(d), 'cable', 8);
  let b = ch.b;
  let x = ch.x;
  if (has(ctx, 'double')) {
    // A second, plain line of chain above the one carrying the bells.
    b = G('translate(0 -34)', ch.b) + b;
    x = G('translate(0 -34)', ch.x) + x;
  }
  const points = Array.from({ length: count }, (_, i) => bez(curve, (i + 0.5) / count));
  const leafy = has(ctx, 'leaf');
  const bell = bells(leafy ? points.filter((_, i) => i % 2 === 0) : points, 13, 22);
  b += bell.b;
  if (leafy)
    b += points
      .filter((_, i) => i % 2 === 1)
      .map(([px, py]) => P(leafPath(px, py + 30, 22)))
      .join('');
  x += bell.x;
  if (ctx.stone && has(ctx, 'bead')) x += beadLine(pathShape(d), ctx.stone, 13, 34);
  return { b, c: bell.c, x, at: [at(400, 350), at(400, 450)] };
}

function chainAnklet(ctx: Ctx): Drawing {
  const loop = ellipseShape(400, 400, 225, 118);
  const style = has(ctx, 'box') ? 'box' : 'cable';
  const ch = chain(loop, style, 8);
  let b = ch.b + chain(pathShape('M625 400q14 50 -4 106'), 'cable', 5).b + E(632, 376, 10, 18);
  let c = C(621, 512, 8);
  let x = ch.x;
  const lower = [60, 90, 120].map((deg) => ep(400, 400, 225, 118, deg));
  if (has(ctx, 'heart')) b += lower.map(([hx, hy]) => C(hx, hy + 12, 6, `${NF}${sw(4)}`) + P(heartPath(hx, hy + 40, 22))).join('');
  else if (has(ctx, 'eye'))
    lower.forEach(([ex, ey]) => {
      c += C(ex, ey, 20);
      x += evilEye(ctx, ex, ey, 16);
    });
  else if (has(ctx, 'station', 'zircon')) {
    const stations = Array.from({ length: 7 }, (_, i) => ep(400, 400, 225, 118, 0 + i * 30));
    b += stations.map(([sx, sy]) => C(sx, sy, 14)).join('');
    x += gems(
      ctx,
      stations.map(([sx, sy]) => [sx, sy, 10] as [number, number, number]),
    );
  } else if (has(ctx, 'black bead', 'nazar')) {
    x += beadLine((a) => E(400, 400, 225, 118, `${a}`), ctx.stone ?? '#1b1b1b', 13, 30);
  }
  return { b, c, x, at: [at(400, 360), at(400, 440, 0.94)] };
}

// ---------------------------------------------------------------------------------------------
// Kids, gifts and festive pieces

function kidsPiece(ctx: Ctx): Drawing {
  if (has(ctx, 'teddy')) {
    const d = combine(
      [pendantChain(300), ''],
      [
        {
          b: C(340, 370, 36) + C(460, 370, 36) + C(400, 450, 96),
          x:
            C(340, 370, 18, ' fill="#000" fill-opacity=".2"') +
            C(460, 370, 18, ' fill="#000" fill-opacity=".2"') +
            E(400, 488, 42, 32, ' fill="#fff" fill-opacity=".45"') +
            C(366, 430, 9, ' fill="#222"') +
            C(434, 430, 9, ' fill="#222"') +
            E(400, 474, 13, 9, ' fill="#222"') +
            P('M386 500Q400 512 414 500', `${NF} stroke="#222"${sw(4)}${RC}`),
        },
        '',
      ],
    );
    return { ...d, at: [at(400, 410, 0.85)] };
  }
  if (has(ctx, 'butterfly')) {
    const wing = ctx.stone ?? '#f4b6c2';
    return {
      b:
        E(356, 372, 56, 44, rot(-28, 356, 372)) +
        E(444, 372, 56, 44, rot(28, 444, 372)) +
        E(366, 440, 36, 28, rot(25, 366, 440)) +
        E(434, 440, 36, 28, rot(-25, 434, 440)),
      c: E(400, 404, 10, 52),
      x: [
        [356, 372, 40, 30, -28],
        [444, 372, 40, 30, 28],
        [366, 440, 24, 17, 25],
        [434, 440, 24, 17, -25],
      ]
        .map(([ex = 0, ey = 0, rx = 0, ry = 0, deg = 0]) => E(ex, ey, rx, ry, ` fill="${wing}"${rot(deg, ex, ey)}`))
        .join(''),
      at: PAIR(130, 400, 0.8),
    };
  }
  if (has(ctx, 'kada')) return { ...kada({ ...ctx, t: 'kada' }), at: PAIR(120, 410, 0.55) };
  if (has(ctx, 'payal', 'ghungroo')) return { ...ghungrooAnklet(ctx, 7), at: [at(400, 380, 0.8), at(400, 460, 0.8)] };
  if (has(ctx, 'initial', 'name')) {
    const d = braceletLoop({ ...ctx, t: 'bracelet' });
    const cubes = [
      [340, 528, 'h'],
      [400, 540, 'l'],
      [460, 528, 'h'],
    ] as const;
    cubes.forEach(([cx, cy, kind]) => {
      d.b += `<rect x="${cx - 28}" y="${cy - 28}" width="56" height="56" rx="12"/>`;
      d.x +=
        kind === 'h'
          ? P(heartPath(cx, cy + 2, 15), ' fill="#e06d8a"')
          : letterText(ctx, cx, cy + 15, 44, SERIF, ' fill="#000" fill-opacity=".45" font-weight="700"');
    });
    return { ...d, at: [at(400, 390, 0.85)] };
  }
  // The nazariya: black beads between silver beads, round like a baby's wrist.
  const loop = circleShape(400, 400, 150);
  return {
    b: loop(`${NF}${sw(4)}`),
    c: Array.from({ length: 8 }, (_, i) => C(...ep(400, 400, 150, 150, i * 45 + 22.5), 15)).join(''),
    x: beadLine(loop, ctx.stone ?? '#1b1b1b', 22, 29.45),
    at: [at(400, 400, 0.9)],
  };
}

/** The open gift box (only gift sets are drawn in a box). */
const BOX_UNDER =
  `<g id="box"><rect x="170" y="140" width="460" height="250" rx="18" fill="#5e2230"/><rect x="192" y="160" width="416" height="214" rx="10" fill="#3a2f45"/>` +
  `<rect x="160" y="368" width="480" height="292" rx="18" fill="#6d2838"/><rect x="184" y="386" width="432" height="248" rx="12" fill="#2f2a3b"/>` +
  `<rect x="184" y="386" width="432" height="248" rx="12" fill="url(#a)" opacity=".12"/><path d="M170 382H630" stroke="#000" stroke-opacity=".35" stroke-width="6"/></g>`;

function giftSet(ctx: Ctx): Drawing {
  let parts: [Drawing, string][];
  if (has(ctx, 'couple', 'band')) {
    const plain = bandRing({ ...ctx, t: 'band' });
    parts = [
      [plain, at(340, 500, 0.5)],
      [plain, at(470, 490, 0.42)],
    ];
  } else if (has(ctx, 'pearl')) {
    const strand = { b: '', x: beadLine(pathShape('M236 160C236 480 564 480 564 160'), ctx.stone ?? '#f7f3ea', 22, 28) };
    const pearlStud = stud({ ...ctx, t: 'pearl' });
    parts = [
      [strand, at(400, 446, 0.75)],
      [pearlStud, at(240, 575, 0.28)],
      [pearlStud, at(560, 575, 0.28)],
    ];
  } else if (has(ctx, 'bracelet', 'anklet')) {
    // The bracelet and the (larger) anklet are the same chain: one drawing, placed twice.
    return { ...braceletLoop({ ...ctx, t: 'evil eye bracelet' }), at: [at(325, 470, 0.4), at(470, 530, 0.5)], under: BOX_UNDER };
  } else {
    const heart: Drawing = combine([pendantChain(260), ''], [{ b: P(heartPath(400, 390, 90)), x: gems(ctx, [[400, 380, 20]]) }, '']);
    const heartStud = stud({ ...ctx, t: 'heart' });
    parts = [
      [heart, at(400, 470, 0.62)],
      [heartStud, at(255, 575, 0.3)],
      [heartStud, at(545, 575, 0.3)],
    ];
  }
  return { ...combine(...parts), under: BOX_UNDER };
}

function coinPendant(motif: string): Drawing {
  const top = pendantChain(292);
  const coin: Drawing = {
    b: C(400, 456, 150),
    x: C(400, 456, 134, `${NF}${dark(0.3)}${sw(4)}`) + C(398, 454, 142, `${NF}${light(0.8)}${sw(4)}${dash('0 12')}${RC}`) + emboss(motif),
  };
  return combine([top, ''], [{ b: P('M388 292L400 312L412 292Z') }, ''], [coin, '']);
}

const LAKSHMI =
  'M346 430A54 54 0 0 1 454 430M400 392a20 20 0 1 0 .1 0M372 438Q400 428 428 438L448 508H352ZM372 452L338 482M428 452L462 482M326 536Q362 504 400 536Q438 504 474 536Q400 560 326 536Z';
const TWO_DEITIES =
  'M300 440A42 42 0 0 1 384 440M342 412a16 16 0 1 0 .1 0M322 446H362L376 506H308ZM416 440A42 42 0 0 1 500 440M458 404a22 22 0 1 0 .1 0M436 450C436 430 480 430 480 450L492 506H424ZM458 428q-8 22 6 30M300 530Q400 560 500 530';

function rakhi(medallion: Drawing, y: number): Drawing {
  const thread = `M120 ${y}C230 ${y - 40} 300 ${y} 400 ${y}C500 ${y} 570 ${y - 40} 680 ${y}`;
  return {
    under:
      P(thread, `${NF} stroke="#c0283c"${sw(10)}${RC}`) +
      P(thread, `${NF} stroke="#f2c94c"${sw(10)}${dash('6 10')}`) +
      P(`M120 ${y}l-16 40M120 ${y}l4 44M680 ${y}l16 40M680 ${y}l-4 44`, `${NF} stroke="#c0283c"${sw(5)}${RC}`),
    ...medallion,
  };
}

function festiveGift(ctx: Ctx): Drawing {
  if (has(ctx, 'rakhi')) {
    const flower = (y: number): Drawing => ({
      b: P(flowerPath(400, y, 100, 78, 16)),
      x:
        C(400, y, 70, `${NF}${dark(0.3)}${sw(3)}`) +
        (has(ctx, 'om')
          ? P(OM, `${NF}${dark(0.4)}${sw(6)}${RC} transform="translate(${404 - 118} ${y - 124}) scale(2.4)"`) +
            P(OM, `${NF}${light(0.9)}${sw(4)}${RC} transform="translate(${400 - 118} ${y - 128}) scale(2.4)"`)
          : ''),
    });
    if (has(ctx, 'bhaiya', 'bhabhi', 'set')) {
      const enamel = ctx.stone ?? ENAMEL_BLUE;
      const small = (y: number): Drawing => ({
        b: P(flowerPath(400, y, 60, 40, 8)),
        x: P(flowerPath(400, y, 44, 30, 8), ` fill="${enamel}"`) + C(400, y, 14, ' fill="#fff3c4"'),
      });
      const top = rakhi(small(290), 290);
      const lumba = combine(
        [small(470), ''],
        [
          {
            b: P('M400 350V410M400 530V590M370 530L356 600M430 530L444 600', `${NF}${sw(4)}${dash('6 4')}`),
            c: C(400, 600, 12) + C(356, 604, 10) + C(444, 604, 10),
          },
          '',
        ],
      );
      return { ...combine([top, ''], [lumba, '']), under: top.under ?? '' };
    }
    return rakhi(flower(420), 420);
  }
  if (has(ctx, 'kalire')) {
    const domes = [
      [310, 420],
      [400, 450],
      [490, 420],
    ] as const;
    let b = C(400, 230, 64, `${NF}${sw(12)}`);
    let c = '';
    for (const [dx, dy] of domes) {
      b +=
        P(`M${n(400 + (dx - 400) * 0.5)} 290L${dx} ${dy - 44}`, `${NF}${sw(4)}${dash('6 4')}`) +
        P(`M${dx - 60} ${dy}C${dx - 60} ${dy - 60} ${dx + 60} ${dy - 60} ${dx + 60} ${dy}Z`);
      b += P([-40, -20, 0, 20, 40].map((o) => `M${dx + o} ${dy}v${60 + (o === 0 ? 30 : 0)}`).join(''), `${NF}${sw(3)}`);
      c += [-40, -20, 0, 20, 40].map((o) => C(dx + o, dy + 66 + (o === 0 ? 30 : 0), 7)).join('');
    }
    return { b, c, x: domes.map(([dx, dy]) => P(`M${dx - 50} ${dy - 10}Q${dx} ${dy - 30} ${dx + 50} ${dy - 10}`, `${NF}${dark(0.3)}${sw(3)}`)).join('') };
  }
  return coinPendant(has(ctx, 'ganesh') ? TWO_DEITIES : LAKSHMI);
}

// ---------------------------------------------------------------------------------------------
// Subcategories: their drawing and how they are shown on a stand (view 3).

type Stand = 'cushion' | 'card' | 'bust' | 'roll' | 'tray' | 'plinth';

interface Subcategory {
  draw: (ctx: Ctx) => Drawing;
  stand: Stand;
  /** Framing: the drawing's scale and the height of its middle, so every piece fills the frame alike. */
  fit: [number, number];
  /** Where the piece sits on its stand, when not where the stand puts pieces. */
  onStand?: string;
}

/** Pendants hang lower on the bust than necklaces, their chains around the neck. */
const PENDANT_ON_BUST = at(400, 452, 0.72);

const SUBCATEGORIES: Record<string, Subcategory> = {
  'band-rings': { draw: bandRing, stand: 'cushion', fit: [1.3, 405] },
  'cocktail-rings': { draw: cocktailRing, stand: 'cushion', fit: [1.15, 395] },
  'adjustable-rings': { draw: openRing, stand: 'cushion', fit: [1.22, 400] },
  'toe-rings': { draw: toeRing, stand: 'tray', fit: [1.4, 405] },
  studs: { draw: stud, stand: 'card', fit: [1.3, 400] },
  'hoops-huggies': { draw: hoop, stand: 'card', fit: [1.12, 400] },
  jhumkas: { draw: jhumka, stand: 'card', fit: [1.08, 400] },
  'drop-earrings': { draw: dropEarring, stand: 'card', fit: [1.12, 390] },
  chains: { draw: chainNecklace, stand: 'bust', fit: [1.2, 405] },
  chokers: { draw: choker, stand: 'bust', fit: [1.2, 395] },
  'layered-necklaces': { draw: layeredNecklace, stand: 'bust', fit: [1.22, 390] },
  bangles: { draw: bangle, stand: 'roll', fit: [1.15, 400] },
  kadas: { draw: kada, stand: 'roll', fit: [1.3, 405] },
  bracelets: { draw: braceletLoop, stand: 'tray', fit: [1.18, 405] },
  'religious-pendants': { draw: religiousPendant, stand: 'bust', fit: [1.22, 440], onStand: PENDANT_ON_BUST },
  'initial-pendants': { draw: initialPendant, stand: 'bust', fit: [1.22, 440], onStand: PENDANT_ON_BUST },
  'gemstone-pendants': { draw: gemstonePendant, stand: 'bust', fit: [1.25, 430], onStand: PENDANT_ON_BUST },
  'traditional-payal': { draw: traditionalPayal, stand: 'tray', fit: [1.08, 405] },
  'ghungroo-anklets': { draw: (ctx) => ghungrooAnklet(ctx), stand: 'tray', fit: [1.12, 410] },
  'chain-anklets': { draw: chainAnklet, stand: 'tray', fit: [1.1, 410] },
  'baby-kids': { draw: kidsPiece, stand: 'tray', fit: [1.1, 410] },
  'gift-sets': { draw: giftSet, stand: 'plinth', fit: [1, 400] },
  'festive-gifts': { draw: festiveGift, stand: 'tray', fit: [1.08, 420] },
};

/** The piece that stands for each category (its category picture, blog covers, unknown subcategories). */
interface PieceSpec {
  sub: string;
  title: string;
  stone?: string;
  finish?: string;
  plating?: string;
}

const CATEGORY_PIECES: Record<string, PieceSpec> = {
  rings: { sub: 'cocktail-rings', title: 'Solitaire cocktail ring', stone: 'Blue topaz', finish: 'High polish' },
  earrings: { sub: 'jhumkas', title: 'Temple jhumkas', finish: 'Oxidised' },
  'necklaces-chains': { sub: 'layered-necklaces', title: 'Layered star and moon necklace', stone: 'Cubic zirconia', finish: 'High polish' },
  'bracelets-bangles': { sub: 'bangles', title: 'Zircon bangles', stone: 'Cubic zirconia', finish: 'High polish' },
  pendants: { sub: 'gemstone-pendants', title: 'Amethyst drop pendant', stone: 'Amethyst', finish: 'High polish' },
  anklets: { sub: 'ghungroo-anklets', title: 'Ghungroo anklets', finish: 'High polish' },
  'kids-gifting': { sub: 'gift-sets', title: 'Heart pendant and stud gift set', stone: 'Cubic zirconia', finish: 'High polish', plating: 'Rose gold' },
};

const DEFAULT_PIECE: PieceSpec = { sub: 'gemstone-pendants', title: 'Pendant', stone: 'Cubic zirconia', finish: 'High polish' };

// ---------------------------------------------------------------------------------------------
// The picture: backdrop, light, shadow, finish and stand.

/** Surface of the finish over the metal: hammer facets, brushing, grain or oxidised engraving. */
function texture(finish: string | undefined): string {
  const open = (w: number, h: number, extra = ''): string => `<pattern id="t" width="${w}" height="${h}" patternUnits="userSpaceOnUse"${extra}>`;
  switch (finish) {
    case 'Hammered':
      return `${open(26, 22)}${C(7, 6, 6, ' fill="#fff" opacity=".45"')}${C(19, 16, 6, ' fill="#000" opacity=".18"')}${C(20, 4, 3, ' fill="#fff" opacity=".3"')}</pattern>`;
    case 'Brushed':
      return `${open(6, 6, ' patternTransform="rotate(-25)"')}${P('M0 1h6', light(0.5))}${P('M0 4h6', dark(0.12))}</pattern>`;
    case 'Textured':
      return `${open(9, 9)}${C(2, 2, 1.3, ' fill="#fff" opacity=".55"')}${C(6.5, 6.5, 1.3, ' fill="#000" opacity=".2"')}</pattern>`;
    case 'Oxidised':
      return `${open(36, 36)}${P('M3 18c6-12 14-12 15 0s9 12 15 0M3 34h30', `${NF}${light(0.35)}${sw(1.5)}`)}${C(18, 27, 1.6, ' fill="#fff" opacity=".4"')}</pattern>`;
    default:
      return '';
  }
}

function stops(colours: [number, string][]): string {
  return colours.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
}

/** The metal's light: bright reflections for high polish, a flatter sheen for matte and brushed. */
function metalGradients(tone: MetalTone, finish: string | undefined): string {
  const [hi, shade, mid] = METALS[tone] ?? METALS['silver']!;
  const lo = mix(shade, '#000000', 0.12);
  const deep = mix(shade, '#000000', 0.4);
  const flat = finish === 'Matte' || finish === 'Brushed' || finish === 'Textured' || finish === 'Oxidised';
  // Polished metal mirrors its surroundings: bright bands beside dark ones, brightest at the top left.
  const linear: [number, string][] = flat
    ? [
        [0, mix(hi, mid, 0.4)],
        [0.5, mid],
        [1, mix(mid, lo, 0.8)],
      ]
    : [
        [0, mix(hi, lo, 0.25)],
        [0.18, hi],
        [0.36, mix(lo, '#000', 0.08)],
        [0.52, hi],
        [0.72, lo],
        [1, deep],
      ];
  const radial: [number, string][] = flat
    ? [
        [0, mix(hi, mid, 0.4)],
        [0.55, mid],
        [1, lo],
      ]
    : [
        [0, '#fff'],
        [0.2, hi],
        [0.55, mid],
        [0.8, lo],
        [1, deep],
      ];
  return (
    `<linearGradient id="m" gradientUnits="userSpaceOnUse" x1="220" y1="180" x2="580" y2="620">${stops(linear)}</linearGradient>` +
    `<radialGradient id="r" cx=".36" cy=".32" r=".75">${stops(radial)}</radialGradient>`
  );
}

function stoneGradient(id: string, colour: string): string {
  return `<radialGradient id="${id}" cx=".36" cy=".32" r=".8">${stops([
    [0, mix(colour, '#fff', 0.75)],
    [0.45, colour],
    [1, mix(colour, '#000', 0.35)],
  ])}</radialGradient>`;
}

interface StandScene {
  back: string;
  front: string;
  /** Where the piece goes on the stand. */
  place: string;
}

const VELVET =
  '<linearGradient id="v" gradientUnits="userSpaceOnUse" x1="0" y1="100" x2="0" y2="760"><stop offset="0" stop-color="#55596a"/><stop offset="1" stop-color="#2a2d38"/></linearGradient>';

function stand(kind: Stand): StandScene {
  switch (kind) {
    case 'cushion':
      return {
        back: '<rect x="200" y="470" width="400" height="190" rx="80" fill="url(#v)"/>',
        front:
          '<path d="M200 548Q400 520 600 548V580A80 80 0 0 1 520 660H280A80 80 0 0 1 200 580Z" fill="#3a3d4b"/><path d="M214 548Q400 522 586 548" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="3"/>',
        place: at(400, 420, 0.6),
      };
    case 'card':
      return {
        back: '<rect x="196" y="150" width="408" height="520" rx="16" fill="#fbf8f2" stroke="#ddd5c8" stroke-width="3"/><path d="M196 610H604" stroke="#ddd5c8" stroke-width="2"/>',
        front: '',
        place: at(400, 385, 0.78),
      };
    case 'bust':
      return {
        // The neck is drawn again over the piece, so chains pass behind it.
        back: '<path d="M334 40H466V250C480 300 570 330 730 390V800H70V390C230 330 320 300 334 250Z" fill="url(#v)"/>',
        front:
          '<path d="M334 40H466V250C466 274 334 274 334 250Z" fill="url(#v)"/><path d="M334 250C334 274 466 274 466 250" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="4"/>',
        place: at(400, 400, 0.72),
      };
    case 'roll':
      return {
        back: '<rect x="110" y="470" width="580" height="150" rx="75" fill="url(#v)"/><ellipse cx="650" cy="545" rx="38" ry="72" fill="#5e6274"/>',
        front: '',
        place: at(400, 410, 0.74),
      };
    case 'plinth':
      return {
        back: '<path d="M140 610L230 540H570L660 610Z" fill="#dcd4c8"/><path d="M140 610H660V720H140Z" fill="#c4baab"/>',
        front: '',
        place: at(400, 412, 0.74),
      };
    default:
      return {
        back: '<ellipse cx="400" cy="478" rx="372" ry="246" fill="#d8cfc2"/><ellipse cx="400" cy="468" rx="348" ry="222" fill="url(#v)"/>',
        front: '',
        place: 'translate(400 468) scale(.9 .72) translate(-400 -400)',
      };
  }
}

interface PictureOptions {
  width: number;
  height: number;
  label: string;
  backdrop: string;
  tone: MetalTone;
  finish: string | undefined;
  stone: string | null;
  drawing: Drawing;
  /** The subcategory's framing (scale, middle height). */
  fit: [number, number];
  /** Transform of the whole piece (the view), and scenery around it. */
  transform: string;
  scene?: StandScene;
  /** Anything drawn over the backdrop before the piece (the blog cover's circles). */
  decor?: string;
}

function picture(o: PictureOptions): string {
  const d = o.drawing;
  const body = `${d.b}${d.c ?? ''}${d.x ?? ''}${d.under ?? ''}`;
  const pattern = texture(o.finish);
  const passes = (paint: string): string =>
    `<use href="#b" fill="${paint}" stroke="${paint}"/>${d.c ? `<use href="#c" fill="${paint === 'url(#m)' ? 'url(#r)' : paint}" stroke="${paint === 'url(#m)' ? 'url(#r)' : paint}"/>` : ''}`;
  const defs =
    `<radialGradient id="a" cx=".5" cy=".42" r=".75">${stops([
      [0, mix(o.backdrop, '#ffffff', 0.75)],
      [0.6, o.backdrop],
      [1, mix(o.backdrop, '#000000', 0.12)],
    ])}</radialGradient>` +
    metalGradients(o.tone, o.finish) +
    (o.stone && body.includes('url(#g)') ? stoneGradient('g', o.stone) : '') +
    (body.includes('url(#w)') ? stoneGradient('w', WHITE_ZIRCON) : '') +
    (o.scene && `${o.scene.back}${o.scene.front}`.includes('url(#v)') ? VELVET : '') +
    pattern +
    '<filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="7"/></filter>' +
    `<g id="b">${d.b}</g>${d.c ? `<g id="c">${d.c}</g>` : ''}` +
    `<g id="q"><g opacity=".32" filter="url(#f)" transform="translate(8 12)">${passes('#000')}</g>${passes('url(#m)')}${pattern ? passes('url(#t)') : ''}${d.x ?? ''}</g>`;
  const copies = (d.at ?? ['']).map((t) => `<use href="#q"${t ? ` transform="${t}"` : ''}/>`).join('');
  const [scale, middle] = o.fit;
  const piece = G(at(400, 400, scale, middle), `${d.under ?? ''}${copies}`);
  const placed = o.scene ? `${o.scene.back}${G(o.scene.place, piece)}${o.scene.front}` : piece;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" viewBox="0 0 ${o.width} ${o.height}" role="img" aria-label="${escapeXml(o.label)}">` +
    `<title>${escapeXml(o.label)}</title><defs>${defs}</defs>` +
    `<rect width="100%" height="100%" fill="url(#a)"/>${o.decor ?? ''}` +
    (o.transform ? G(o.transform, placed) : placed) +
    `</svg>`
  );
}

/** The closer, angled view: turned a little and larger, still centred. */
const CLOSE_UP = 'translate(400 405) rotate(-9) scale(1.16) translate(-400 -400)';

export interface ProductImageOptions {
  categorySlug: string;
  /** The subcategory's slug (band-rings, jhumkas, traditional-payal…): chooses the drawing. */
  subcategorySlug?: string;
  /** The design's title: drawable words in it (coin, heart, Om, peacock…) shape the piece. */
  title?: string;
  label: string;
  plating?: string;
  finish?: string;
  stone?: string;
  /** Chooses the backdrop's tint. */
  seed: number;
  /** 1 = front, 2 = angled close-up, 3 = on a display stand. */
  view: number;
}

export function productImageSvg(options: ProductImageOptions): string {
  const random = createRandom(options.seed);
  const backdrop = BACKDROPS[random.int(0, BACKDROPS.length - 1)] ?? BACKDROPS[0]!;
  const fallback = CATEGORY_PIECES[options.categorySlug] ?? DEFAULT_PIECE;
  const sub = SUBCATEGORIES[options.subcategorySlug ?? ''] ?? SUBCATEGORIES[fallback.sub]!;
  const ctx = context(options.title ?? fallback.title, options.stone);
  const drawing = sub.draw(ctx);
  return picture({
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    label: options.label,
    backdrop,
    tone: metalTone(options.plating, options.finish),
    finish: options.finish,
    stone: ctx.stone,
    drawing,
    fit: sub.fit,
    transform: options.view === 2 ? CLOSE_UP : '',
    ...(options.view === 3 ? { scene: { ...stand(sub.stand), ...(sub.onStand ? { place: sub.onStand } : {}) } } : {}),
  });
}

function categoryPiece(categorySlug: string): Pick<PictureOptions, 'drawing' | 'fit' | 'stone' | 'tone' | 'finish'> {
  const piece = CATEGORY_PIECES[categorySlug] ?? DEFAULT_PIECE;
  const ctx = context(piece.title, piece.stone);
  const sub = SUBCATEGORIES[piece.sub] ?? SUBCATEGORIES[DEFAULT_PIECE.sub]!;
  return { drawing: sub.draw(ctx), fit: sub.fit, stone: ctx.stone, tone: metalTone(piece.plating, piece.finish), finish: piece.finish };
}

export function categoryImageSvg(categorySlug: string, label: string, seed: number): string {
  const random = createRandom(seed);
  const backdrop = BACKDROPS[random.int(0, BACKDROPS.length - 1)] ?? BACKDROPS[0]!;
  return picture({ width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE, label, backdrop, ...categoryPiece(categorySlug), transform: '' });
}

/** A 16:9 cover: the category's piece on the right, soft circles on the left. */
export function blogCoverSvg(motifCategory: string, label: string, seed: number): string {
  const random = createRandom(seed);
  const backdrop = BACKDROPS[random.int(0, BACKDROPS.length - 1)] ?? BACKDROPS[0]!;
  const circles = [0, 1, 2]
    .map((i) =>
      C(
        160 + i * 150,
        200 + random.int(0, 280),
        60 + random.int(0, 70),
        ` fill="${mix(BACKDROPS[(i + 2) % BACKDROPS.length] ?? backdrop, '#000', 0.08)}" opacity=".6"`,
      ),
    )
    .join('');
  const tone = random.pick(['silver', 'gold', 'rose', 'oxidised'] as const);
  const piece = categoryPiece(motifCategory);
  return picture({
    width: COVER_WIDTH,
    height: COVER_HEIGHT,
    label,
    backdrop,
    ...piece,
    tone,
    decor: circles,
    transform: 'translate(560 -30) scale(.9)',
  });
}
