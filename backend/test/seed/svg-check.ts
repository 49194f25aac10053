// Test helper: parses an SVG with the DOM's XML parser (run the test in the jsdom environment).

export interface SvgFacts {
  wellFormed: boolean;
  root: string | null;
  viewBox: string | null;
  width: string | null;
  height: string | null;
  bytes: number;
}

export function inspectSvg(text: string): SvgFacts {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  return {
    wellFormed: doc.getElementsByTagName('parsererror').length === 0,
    root: root.nodeName,
    viewBox: root.getAttribute('viewBox'),
    width: root.getAttribute('width'),
    height: root.getAttribute('height'),
    bytes: new TextEncoder().encode(text).length,
  };
}
