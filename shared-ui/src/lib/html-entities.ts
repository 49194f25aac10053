// Decodes HTML character references in text that came out of the Markdown lexer (marked keeps
// named references such as `&amp;` in text and link destinations). The result is rendered as a
// React text node or checked by safeHref, never parsed as HTML. The same table runs on the server
// and in the browser, so both render the same characters.

const NAMED = new Map<string, string>(
  Object.entries({
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: '\u00a0',
    colon: ':',
    sol: '/',
    lpar: '(',
    rpar: ')',
    tab: '\t',
    newline: '\n',
    copy: '©',
    reg: '®',
    trade: '™',
    hellip: '…',
    mdash: '—',
    ndash: '–',
    lsquo: '‘',
    rsquo: '’',
    sbquo: '‚',
    ldquo: '“',
    rdquo: '”',
    bdquo: '„',
    laquo: '«',
    raquo: '»',
    bull: '•',
    middot: '·',
    times: '×',
    divide: '÷',
    deg: '°',
    plusmn: '±',
    micro: 'µ',
    para: '¶',
    sect: '§',
    cent: '¢',
    pound: '£',
    euro: '€',
    yen: '¥',
    frac12: '½',
    frac14: '¼',
    frac34: '¾',
    larr: '←',
    rarr: '→',
    uarr: '↑',
    darr: '↓',
    harr: '↔',
    check: '✓',
    star: '☆',
    hearts: '♥',
    shy: '\u00ad',
    zwj: '\u200d',
    zwnj: '\u200c',
  }),
);

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g;

function fromCodePoint(code: number): string {
  // NUL, surrogates and values beyond Unicode become the replacement character, as in HTML.
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(code);
}

/** Decodes `&name;`, `&#123;` and `&#x1F;` references; unknown names are left as written. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return (name !== undefined && NAMED.get(name)) || whole;
  });
}
