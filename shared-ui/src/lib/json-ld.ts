// JSON for inline <script> blocks (JSON-LD, hydration data): characters that could close the
// script element or start an HTML comment are escaped, so stored text can never break out.

const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null).replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char);
}

export function serializeJsonLd(value: Record<string, unknown> | Array<Record<string, unknown>>): string {
  return serializeForScript(value);
}
