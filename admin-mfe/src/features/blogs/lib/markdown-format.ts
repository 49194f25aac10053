// The blog editor's formatting toolbar as a pure function: the text, the selection and a format in;
// the new text and selection out. Inline formats wrap the selection (or a placeholder word, which
// is left selected for typing over); line formats prefix every selected line, and a second press
// takes the prefix away again.

export type MarkdownFormat = 'bold' | 'italic' | 'heading' | 'link' | 'bullets' | 'numbers' | 'quote';

export interface TextEdit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

const INLINE: Partial<Record<MarkdownFormat, { before: string; after: string; placeholder: string }>> = {
  bold: { before: '**', after: '**', placeholder: 'bold text' },
  italic: { before: '*', after: '*', placeholder: 'italic text' },
};

const LINE_PREFIX: Partial<Record<MarkdownFormat, (index: number) => string>> = {
  heading: () => '## ',
  bullets: () => '- ',
  numbers: (index) => `${index + 1}. `,
  quote: () => '> ',
};

const PREFIX_PATTERN: Partial<Record<MarkdownFormat, RegExp>> = {
  heading: /^#{1,6} /,
  bullets: /^[-*+] /,
  numbers: /^\d+\. /,
  quote: /^> ?/,
};

export function applyMarkdownFormat(text: string, start: number, end: number, format: MarkdownFormat): TextEdit {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(text.length, Math.max(start, end));
  const selected = text.slice(from, to);

  const inline = INLINE[format];
  if (inline) {
    const wrapped = selected.startsWith(inline.before) && selected.endsWith(inline.after) && selected.length >= inline.before.length + inline.after.length;
    if (wrapped) {
      const inner = selected.slice(inline.before.length, selected.length - inline.after.length);
      return { text: text.slice(0, from) + inner + text.slice(to), selectionStart: from, selectionEnd: from + inner.length };
    }
    const inner = selected || inline.placeholder;
    const next = text.slice(0, from) + inline.before + inner + inline.after + text.slice(to);
    const innerStart = from + inline.before.length;
    return { text: next, selectionStart: innerStart, selectionEnd: innerStart + inner.length };
  }

  if (format === 'link') {
    const label = selected || 'link text';
    const url = 'https://';
    const next = `${text.slice(0, from)}[${label}](${url})${text.slice(to)}`;
    // The address is selected, ready to be typed or pasted.
    const urlStart = from + label.length + 3;
    return { text: next, selectionStart: urlStart, selectionEnd: urlStart + url.length };
  }

  const prefix = LINE_PREFIX[format];
  const pattern = PREFIX_PATTERN[format];
  if (!prefix || !pattern) return { text, selectionStart: from, selectionEnd: to };
  const lineStart = text.lastIndexOf('\n', from - 1) + 1;
  const lineEndIndex = text.indexOf('\n', to > from && text[to - 1] === '\n' ? to - 1 : to);
  const lineEnd = lineEndIndex === -1 ? text.length : lineEndIndex;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const allFormatted = lines.every((line) => line.trim() === '' || pattern.test(line));
  const changed = lines.map((line, index) => {
    if (allFormatted) return line.replace(pattern, '');
    if (line.trim() === '' && lines.length > 1) return line;
    return prefix(index) + line.replace(/^(#{1,6} |[-*+] |\d+\. |> ?)/, '');
  });
  const block = changed.join('\n');
  return { text: text.slice(0, lineStart) + block + text.slice(lineEnd), selectionStart: lineStart, selectionEnd: lineStart + block.length };
}
