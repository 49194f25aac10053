// Small generated SVG pictures for the beauty demo shop, drawn like a cosmetics shop's product shots:
// one recognisable pack per kind of product (a lipstick bullet, a dropper bottle, a jar, a tube, a
// compact, a perfume flacon, a brush, a soap bar, a gift box…) in its brand's colours and tinted by
// its first shade, on a soft backdrop with a shadow below. No image is downloaded and each product
// picture stays under 4 KB (a blog cover under 8 KB).
//
// A picture is the backdrop, then the pack (`drawPack`) painted with three gradients: `p` the pack,
// `k` the cap or metal parts and `f` what is inside (the lipstick's shade, the serum, the soap).
import { createRandom } from '../prng';

export const IMAGE_SIZE = 800;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 675;

export type PackKind =
  | 'lipstick'
  | 'wand'
  | 'pencil'
  | 'nail-polish'
  | 'compact'
  | 'foundation'
  | 'dropper'
  | 'jar'
  | 'tube'
  | 'pump'
  | 'bottle'
  | 'flacon'
  | 'attar'
  | 'mist'
  | 'spray'
  | 'soap'
  | 'brush'
  | 'hair-brush'
  | 'comb'
  | 'sponge'
  | 'razor'
  | 'tool'
  | 'face-roller'
  | 'gift-box';

/** Soft studio backdrops: blush, peach, lavender, mint, cream, rose. */
const BACKDROPS = ['#f6e7e4', '#f7ece2', '#ece8f3', '#e6f0ea', '#f5f0e4', '#f3e4ea'];

export interface PackColours {
  /** The pack, bottle or handle. */
  pack: string;
  /** Cap, lid, collar, ferrule or other metal. */
  cap: string;
  /** Labels and ribbons. */
  accent: string;
  /** What is inside or shows the product's colour: the shade, the liquid, the soap. */
  fill: string;
  /** Two or three letters printed on the label. */
  mark: string;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `a` mixed towards `b` by `t` (0–1), both #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number): number => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  return `#${[0, 1, 2]
    .map((i) =>
      Math.round(channel(a, i) + (channel(b, i) - channel(a, i)) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** How light a colour is (0 black – 1 white), to pick a readable label colour. */
function lightness(hex: string): number {
  const c = (i: number): number => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
  return 0.3 * c(0) + 0.59 * c(1) + 0.11 * c(2);
}

// ---------------------------------------------------------------------------------------------
// Markup helpers (numbers kept short so the files stay small).

const R = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const P = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const E = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const C = (cx: number, cy: number, r: number, fill: string, extra = ''): string => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const STROKE = (colour: string, width: number, opacity = 1): string =>
  ` stroke="${colour}" stroke-width="${width}"${opacity < 1 ? ` stroke-opacity="${opacity}"` : ''}`;
/** A glossy highlight down the left of a body. */
const shine = (x: number, y: number, w: number, h: number): string => R(x, y, w, h, w / 2, '#fff', ' opacity=".35"');
/** The label's letters. */
const mark = (x: number, y: number, size: number, text: string, colour: string): string =>
  `<text x="${x}" y="${y}" font-family="Georgia,serif" font-size="${size}" text-anchor="middle" fill="${colour}">${escapeXml(text)}</text>`;
const ink = (background: string): string => (lightness(background) > 0.6 ? '#3a2a2a' : '#fff');

/** A paper label with the brand's mark and a line of small print. */
function label(x: number, y: number, w: number, h: number, c: PackColours, size = 30): string {
  const paper = lightness(c.pack) > 0.8 ? c.accent : mix(c.pack, '#ffffff', 0.85);
  return (
    R(x, y, w, h, 6, paper) +
    mark(x + w / 2, y + h / 2 + size * 0.2, size, c.mark, ink(paper)) +
    R(x + w * 0.2, y + h / 2 + size * 0.55, w * 0.6, 4, 0, ink(paper), ' opacity=".5"')
  );
}

// ---------------------------------------------------------------------------------------------
// The packs, centred on x = 400 and standing on y ≈ 620 (their shadow).

const BRUSH =
  '<g id="u">' +
  R(386, 330, 28, 300, 14, 'url(#p)') +
  P('M384 240h32v95h-32z', 'url(#k)') +
  // The bristles take the colour of each <use>.
  '<path d="M384 242C370 200 380 150 400 120C420 150 430 200 416 242Z"/>' +
  '</g>';

function tweezers(): string {
  return P('M392 180L330 600L344 604L402 190Z', 'url(#k)') + P('M408 180L470 600L456 604L398 190Z', 'url(#k)') + R(380, 170, 40, 40, 10, 'url(#p)');
}

function curler(c: PackColours): string {
  return (
    P('M250 300Q400 180 550 300L530 320Q400 220 270 320Z', 'url(#k)') +
    R(290, 300, 220, 22, 8, c.accent) +
    P('M330 320L360 600M470 320L440 600', 'none', `${STROKE('#9aa0a8', 16)} stroke-linecap="round"`) +
    E(345, 610, 40, 22, 'none', STROKE('#9aa0a8', 10)) +
    E(455, 610, 40, 22, 'none', STROKE('#9aa0a8', 10))
  );
}

/** The pack of `kind` (the title picks sets, globes and curlers). */
export function drawPack(kind: PackKind, c: PackColours, title = ''): string {
  const t = title.toLowerCase();
  switch (kind) {
    case 'lipstick':
      return (
        R(336, 430, 128, 190, 10, 'url(#p)') +
        shine(350, 445, 12, 160) +
        R(350, 360, 100, 75, 4, 'url(#k)') +
        P('M362 362V262L438 222V362Z', 'url(#f)') +
        P('M362 262L438 222V240L362 280Z', '#fff', ' opacity=".25"') +
        R(500, 380, 118, 240, 10, 'url(#p)') +
        R(500, 380, 118, 26, 0, 'url(#k)') +
        shine(512, 420, 12, 180)
      );
    case 'wand':
      return (
        R(362, 340, 76, 280, 22, 'url(#f)', STROKE('#fff', 6, 0.7)) +
        shine(374, 360, 12, 240) +
        R(362, 160, 76, 190, 10, 'url(#k)') +
        label(372, 470, 56, 90, c, 20)
      );
    case 'pencil':
      return (
        '<g transform="rotate(-35 400 400)">' +
        R(180, 378, 330, 44, 6, 'url(#p)') +
        R(510, 378, 120, 44, 6, 'url(#k)') +
        P('M180 378L120 400L180 422Z', '#e3c49a') +
        P('M140 393L120 400L140 407Z', 'url(#f)') +
        R(200, 384, 290, 8, 4, '#fff', ' opacity=".3"') +
        mark(350, 408, 22, c.mark, ink(c.pack)) +
        '</g>'
      );
    case 'nail-polish':
      return (
        P('M300 450Q300 400 350 400H450Q500 400 500 450V590Q500 620 470 620H330Q300 620 300 590Z', 'url(#f)') +
        P('M300 450Q300 400 350 400H450Q500 400 500 450V590Q500 620 470 620H330Q300 620 300 590Z', 'none', STROKE('#fff', 8, 0.6)) +
        shine(318, 430, 16, 160) +
        R(372, 380, 56, 30, 0, 'url(#k)') +
        R(362, 180, 76, 210, 10, 'url(#k)') +
        label(340, 500, 120, 70, c, 26)
      );
    case 'compact':
      return (
        E(400, 275, 165, 95, 'url(#p)') +
        E(400, 275, 135, 72, '#dfe7ef', STROKE('#fff', 4)) +
        P('M320 240L370 225', 'none', STROKE('#fff', 10, 0.7)) +
        R(370, 355, 60, 24, 6, 'url(#k)') +
        C(400, 490, 165, 'url(#p)') +
        C(400, 490, 132, 'url(#f)') +
        C(400, 490, 132, 'none', STROKE('#000', 6, 0.12)) +
        C(400, 490, 90, 'none', STROKE('#fff', 3, 0.25)) +
        C(350, 450, 30, '#fff', ' opacity=".2"')
      );
    case 'foundation':
      return (
        R(316, 330, 168, 290, 20, '#fff', ' opacity=".5"') +
        R(330, 345, 140, 262, 12, 'url(#f)') +
        shine(340, 360, 14, 230) +
        R(368, 290, 64, 45, 4, 'url(#k)') +
        R(392, 262, 16, 30, 0, 'url(#k)') +
        R(356, 236, 88, 30, 8, 'url(#k)') +
        R(440, 244, 50, 12, 6, 'url(#k)') +
        label(350, 470, 100, 80, c, 28)
      );
    case 'dropper':
      return (
        P('M330 420Q330 370 380 362H420Q470 370 470 420V600Q470 620 450 620H350Q330 620 330 600Z', 'url(#f)') +
        shine(344, 400, 14, 200) +
        R(364, 318, 72, 50, 6, 'url(#k)') +
        P('M372 320C365 250 380 215 400 210C420 215 435 250 428 320Z', mix(c.cap, '#000000', 0.25)) +
        label(345, 450, 110, 100, c, 30)
      );
    case 'jar':
      return (
        R(270, 430, 260, 190, 26, 'url(#p)') +
        shine(286, 450, 16, 150) +
        R(258, 366, 284, 78, 14, 'url(#k)') +
        R(258, 420, 284, 10, 0, '#000', ' opacity=".12"') +
        label(320, 480, 160, 100, c, 34)
      );
    case 'tube':
      return (
        R(352, 560, 96, 60, 8, 'url(#k)') +
        P('M346 562L318 252H482L454 562Z', 'url(#p)') +
        R(312, 226, 176, 32, 4, mix(c.pack, '#000000', 0.15)) +
        P('M320 236H480M320 248H480', 'none', STROKE('#fff', 3, 0.4)) +
        shine(336, 275, 14, 260) +
        label(340, 330, 120, 130, c, 30)
      );
    case 'pump':
      return (
        R(318, 330, 164, 290, 32, 'url(#p)') +
        shine(334, 350, 16, 240) +
        R(370, 296, 60, 40, 6, 'url(#k)') +
        R(392, 246, 16, 52, 0, 'url(#k)') +
        R(360, 224, 80, 28, 8, 'url(#k)') +
        R(430, 230, 60, 14, 7, 'url(#k)') +
        label(340, 420, 120, 130, c)
      );
    case 'bottle':
      return (
        P('M320 380Q320 320 380 310H420Q480 320 480 380V600Q480 620 460 620H340Q320 620 320 600Z', 'url(#p)') +
        shine(334, 360, 16, 230) +
        R(356, 250, 88, 66, 12, 'url(#k)') +
        R(356, 292, 88, 6, 0, '#000', ' opacity=".15"') +
        label(340, 410, 120, 150, c) +
        P('M384 552q30 -10 34 -34q-30 4 -34 34z', c.fill)
      );
    case 'flacon':
      return (
        P('M300 400L340 360H460L500 400V590L470 620H330L300 590Z', 'url(#f)') +
        P('M300 400L340 360H460L500 400V590L470 620H330L300 590Z', 'none', STROKE('#fff', 8, 0.55)) +
        P('M340 360L360 400V580L330 620M460 360L440 400V580L470 620M300 400H500', 'none', STROKE('#fff', 3, 0.4)) +
        R(378, 330, 44, 34, 0, 'url(#k)') +
        R(340, 220, 120, 116, 8, 'url(#k)') +
        shine(352, 232, 12, 90) +
        mark(400, 500, 34, c.mark, ink(c.fill))
      );
    case 'attar':
      return (
        P('M400 360C500 380 520 470 490 540C470 590 440 620 400 620C360 620 330 590 310 540C280 470 300 380 400 360Z', 'url(#f)') +
        P('M400 360C500 380 520 470 490 540C470 590 440 620 400 620C360 620 330 590 310 540C280 470 300 380 400 360Z', 'none', STROKE('#fff', 6, 0.5)) +
        P('M330 440H470M310 520H490', 'none', STROKE('#fff', 3, 0.35)) +
        R(380, 320, 40, 44, 4, 'url(#k)') +
        P('M400 180C430 230 440 270 420 322H380C360 270 370 230 400 180Z', 'url(#k)') +
        R(370, 344, 60, 10, 5, c.accent) +
        C(362, 430, 16, '#fff', ' opacity=".4"')
      );
    case 'mist':
      return (
        R(344, 300, 112, 320, 24, 'url(#f)') +
        R(344, 300, 112, 320, 24, 'none', STROKE('#fff', 6, 0.6)) +
        shine(356, 320, 12, 270) +
        R(368, 262, 64, 42, 6, 'url(#k)') +
        R(376, 222, 48, 42, 10, 'url(#k)') +
        C(426, 238, 5, '#333') +
        label(356, 420, 88, 120, c, 24)
      );
    case 'spray':
      return (
        P('M330 222Q400 180 470 222V300H330Z', 'url(#k)') +
        R(320, 296, 160, 324, 18, 'url(#p)') +
        shine(334, 320, 16, 270) +
        R(320, 400, 160, 110, 0, c.accent, ' opacity=".9"') +
        mark(400, 470, 40, c.mark, ink(c.accent)) +
        R(320, 300, 160, 10, 0, '#000', ' opacity=".15"')
      );
    case 'soap':
      return (
        P('M230 440L300 380H580L510 440Z', mix(c.fill, '#ffffff', 0.3)) +
        P('M230 440H510V560Q510 580 490 580H250Q230 580 230 560Z', 'url(#f)') +
        P('M510 440L580 380V500Q580 515 570 525L510 580Z', mix(c.fill, '#000000', 0.2)) +
        E(405, 410, 90, 20, 'none', STROKE('#000', 4, 0.15)) +
        mark(405, 418, 26, c.mark, mix(c.fill, '#000000', 0.35)) +
        P('M560 600q60 -50 120 -20q-60 50 -120 20z', c.cap) +
        P('M560 600Q620 585 680 580', 'none', STROKE('#fff', 2, 0.6))
      );
    case 'brush': {
      const set = /set|trio/.test(t);
      return (
        `<defs>${BRUSH}</defs>` +
        (set
          ? `<use href="#u" fill="${mix(c.accent, '#000000', 0.2)}" transform="rotate(-22 400 600)"/><use href="#u" fill="${mix(c.accent, '#000000', 0.2)}" transform="rotate(22 400 600)"/>`
          : '') +
        `<use href="#u" fill="${mix(c.accent, '#000000', 0.35)}"${set ? '' : ' transform="rotate(-30 400 420)"'}/>`
      );
    }
    case 'hair-brush':
      return (
        '<g transform="rotate(-25 400 400)">' +
        R(385, 430, 30, 230, 14, 'url(#p)') +
        E(400, 300, 110, 150, 'url(#p)') +
        E(400, 300, 90, 128, mix(c.pack, '#000000', 0.3)) +
        P(
          'M330 210V390M355 190V410M380 180V420M405 180V420M430 190V410M455 200V400M475 230V370',
          'none',
          `${STROKE(c.cap, 8)} stroke-dasharray="3 14" stroke-linecap="round"`,
        ) +
        '</g>'
      );
    case 'comb':
      return (
        '<g transform="rotate(-12 400 400)">' +
        R(220, 330, 360, 60, 20, 'url(#f)') +
        P('M236 460H564', 'none', `${STROKE(mix(c.fill, '#000000', 0.1), 150)} stroke-dasharray="10 12"`) +
        R(228, 330, 344, 16, 8, '#fff', ' opacity=".25"') +
        mark(400, 372, 26, c.mark, mix(c.fill, '#000000', 0.45)) +
        '</g>'
      );
    case 'sponge': {
      const drop = (x: number, y: number, s: number): string =>
        P(
          `M${x} ${y - 150 * s}C${x + 70 * s} ${y - 60 * s} ${x + 115 * s} ${y} ${x + 110 * s} ${y + 60 * s}A${110 * s} ${110 * s} 0 0 1 ${x - 110 * s} ${y + 60 * s}C${x - 115 * s} ${y} ${x - 70 * s} ${y - 60 * s} ${x} ${y - 150 * s}Z`,
          'url(#f)',
        ) + E(x - 40 * s, y - 20 * s, 24 * s, 50 * s, '#fff', ` opacity=".3" transform="rotate(20 ${x - 40 * s} ${y - 20 * s})"`);
      return /trio/.test(t) ? drop(300, 470, 0.7) + drop(510, 490, 0.6) + drop(400, 400, 0.8) : drop(400, 440, 1.05);
    }
    case 'razor':
      return (
        '<g transform="rotate(-20 400 400)">' +
        R(385, 330, 30, 300, 12, 'url(#k)') +
        P('M400 345V615', 'none', `${STROKE('#000', 26, 0.18)} stroke-dasharray="4 6"`) +
        R(300, 262, 200, 40, 10, 'url(#k)') +
        R(292, 250, 216, 14, 4, '#dfe3e8') +
        R(380, 300, 40, 34, 4, 'url(#k)') +
        C(400, 640, 18, 'url(#k)') +
        '</g>'
      );
    case 'tool':
      return /curler/.test(t) ? curler(c) : tweezers();
    case 'face-roller':
      if (/globe/.test(t)) {
        return (
          '<g transform="rotate(-15 400 400)">' +
          R(330, 430, 16, 200, 8, '#dfe7ef') +
          C(338, 360, 80, 'url(#f)') +
          C(312, 334, 22, '#fff', ' opacity=".5"') +
          '</g><g transform="rotate(15 400 400)">' +
          R(454, 430, 16, 200, 8, '#dfe7ef') +
          C(462, 360, 80, 'url(#f)') +
          C(436, 334, 22, '#fff', ' opacity=".5"') +
          '</g>'
        );
      }
      return (
        '<g transform="rotate(-25 400 400)">' +
        P('M310 250H490V290M310 250V290', 'none', STROKE('#c9a45c', 10)) +
        P('M400 250V420', 'none', STROKE('#c9a45c', 12)) +
        R(290, 280, 220, 70, 35, 'url(#f)') +
        R(305, 290, 190, 14, 7, '#fff', ' opacity=".35"') +
        R(380, 410, 40, 220, 18, 'url(#f)') +
        '</g>'
      );
    case 'gift-box':
      return (
        R(230, 390, 340, 230, 6, 'url(#p)') +
        R(215, 340, 370, 66, 6, 'url(#p)') +
        R(215, 400, 370, 8, 0, '#000', ' opacity=".15"') +
        R(380, 340, 40, 280, 0, c.accent) +
        R(230, 480, 340, 34, 0, c.accent) +
        P('M400 342C340 270 290 300 330 342ZM400 342C460 270 510 300 470 342Z', c.accent, STROKE(mix(c.accent, '#000000', 0.25), 4)) +
        C(400, 340, 18, mix(c.accent, '#000000', 0.2))
      );
  }
}

// ---------------------------------------------------------------------------------------------
// Pictures.

function stops(colour: string, metal = false): string {
  return (
    `<stop offset="0" stop-color="${mix(colour, '#ffffff', metal ? 0.55 : 0.3)}"/>` +
    `<stop offset=".4" stop-color="${colour}"/>` +
    `<stop offset="1" stop-color="${mix(colour, '#000000', metal ? 0.35 : 0.22)}"/>`
  );
}

function defsFor(body: string, backdrop: string, c: PackColours): string {
  const gradient = (id: string, colour: string, metal = false): string =>
    body.includes(`url(#${id})`) ? `<linearGradient id="${id}" x1="0" x2="1" y1="0" y2="0">${stops(colour, metal)}</linearGradient>` : '';
  return (
    `<radialGradient id="a" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="${mix(backdrop, '#ffffff', 0.7)}"/>` +
    `<stop offset=".65" stop-color="${backdrop}"/><stop offset="1" stop-color="${mix(backdrop, '#000000', 0.1)}"/></radialGradient>` +
    gradient('p', c.pack) +
    gradient('k', c.cap, true) +
    gradient('f', c.fill) +
    '<filter id="h" x="-30%" y="-100%" width="160%" height="300%"><feGaussianBlur stdDeviation="10"/></filter>'
  );
}

function svg(width: number, height: number, label: string, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title><defs>${defs}</defs><rect width="100%" height="100%" fill="url(#a)"/>${body}</svg>`
  );
}

const SHADOW = E(400, 630, 170, 20, '#000', ' opacity=".22" filter="url(#h)"');
/** The angled close-up: turned a little and larger, still centred. */
const CLOSE_UP = 'translate(400 410) rotate(-8) scale(1.16) translate(-400 -400)';
/** Smaller and higher, above the swatches or on the podium. */
const ON_PODIUM = 'translate(400 384) scale(.8) translate(-400 -400)';
const ABOVE_SWATCHES = 'translate(400 360) scale(.8) translate(-400 -400)';

/** A row of the product's shades as round swatches. */
function swatchRow(swatches: readonly string[], y: number): string {
  const shown = swatches.slice(0, 8);
  const step = 72;
  const start = 400 - ((shown.length - 1) * step) / 2;
  return shown.map((colour, index) => C(Math.round(start + index * step), y, 27, colour, STROKE('#fff', 5))).join('');
}

function podium(backdrop: string, leaf: string): string {
  return (
    R(220, 560, 360, 140, 0, mix(backdrop, '#000000', 0.1)) +
    E(400, 700, 180, 28, mix(backdrop, '#000000', 0.1)) +
    E(400, 560, 180, 28, mix(backdrop, '#ffffff', 0.35)) +
    P('M180 700q-20 -90 50 -150q10 90 -50 150z', leaf, ' opacity=".8"') +
    P('M600 700q80 -40 120 -120q-90 20 -120 120z', leaf, ' opacity=".6"')
  );
}

export interface ProductImageOptions {
  kind: PackKind;
  title: string;
  label: string;
  colours: PackColours;
  /** The product's shades or colours: the third view shows them as swatches. */
  swatches?: readonly string[];
  /** Chooses the backdrop. */
  seed: number;
  /** 1 = front, 2 = angled close-up, 3 = with its shades, or on a podium. */
  view: number;
}

export function productImageSvg(o: ProductImageOptions): string {
  const random = createRandom(o.seed);
  const backdrop = BACKDROPS[random.int(0, BACKDROPS.length - 1)] ?? BACKDROPS[0]!;
  const pack = drawPack(o.kind, o.colours, o.title);
  const swatches = o.swatches ?? [];
  let body: string;
  if (o.view === 2) body = `<g transform="${CLOSE_UP}">${SHADOW}${pack}</g>`;
  else if (o.view === 3 && swatches.length > 1) body = `<g transform="${ABOVE_SWATCHES}">${SHADOW}${pack}</g>${swatchRow(swatches, 680)}`;
  else if (o.view === 3) body = `${podium(backdrop, mix(o.colours.fill, '#4f7d4f', 0.5))}<g transform="${ON_PODIUM}">${pack}</g>`;
  else body = SHADOW + pack;
  return svg(IMAGE_SIZE, IMAGE_SIZE, o.label, defsFor(body, backdrop, o.colours), body);
}

/** A category's picture: its typical pack, in a brand's colours. */
export function categoryImageSvg(kind: PackKind, colours: PackColours, title: string, label: string, seed: number): string {
  return productImageSvg({ kind, title, label, colours, seed, view: 1 });
}

/** A 16:9 blog cover: the motif's pack on the right, soft petals and circles on the left. */
export function coverSvg(kind: PackKind, colours: PackColours, title: string, label: string, seed: number): string {
  const random = createRandom(seed);
  const backdrop = BACKDROPS[random.int(0, BACKDROPS.length - 1)] ?? BACKDROPS[0]!;
  const decor = [0, 1, 2, 3]
    .map((i) =>
      C(140 + i * 140, 160 + random.int(0, 340), 50 + random.int(0, 60), mix(BACKDROPS[(i + 2) % BACKDROPS.length]!, colours.fill, 0.25), ' opacity=".55"'),
    )
    .join('');
  const petals = [0, 1, 2, 3, 4]
    .map(() => {
      const x = 120 + random.int(0, 480);
      const y = 80 + random.int(0, 520);
      return P(
        `M${x} ${y}q30 -40 60 0q-30 40 -60 0z`,
        mix(colours.fill, '#ffffff', 0.4),
        ` opacity=".7" transform="rotate(${random.int(0, 179)} ${x + 30} ${y})"`,
      );
    })
    .join('');
  const body = decor + petals + `<g transform="translate(560 -30) scale(.9)">${SHADOW}${drawPack(kind, colours, title)}</g>`;
  return svg(COVER_WIDTH, COVER_HEIGHT, label, defsFor(body, backdrop, colours), body);
}
