// The blog editor's Markdown body with its formatting toolbar: bold, italic, a heading, a link, lists
// and a quote wrap or prefix the selected text (lib/markdown-format), and an image from the media
// library goes in where the cursor is. After a tool, focus and the selection are back in the text.
import { useRef } from 'react';
import { TextAreaField, type FieldBinding } from 'shared-ui';
import { MediaPicker } from '../../../components/media-picker/media-picker';
import { applyMarkdownFormat, type MarkdownFormat } from '../lib/markdown-format';

const TOOLBAR: Array<{ format: MarkdownFormat; label: string; text: string }> = [
  { format: 'bold', label: 'Bold', text: 'B' },
  { format: 'italic', label: 'Italic', text: 'I' },
  { format: 'heading', label: 'Heading', text: 'H' },
  { format: 'link', label: 'Link', text: 'Link' },
  { format: 'bullets', label: 'Bulleted list', text: '• List' },
  { format: 'numbers', label: 'Numbered list', text: '1. List' },
  { format: 'quote', label: 'Quote', text: '“ Quote' },
];

export function BlogBodyField({ field, readingMinutes, onBodyChange }: { field: FieldBinding; readingMinutes: number; onBodyChange: (body: string) => void }) {
  const bodyBox = useRef<HTMLDivElement>(null);
  const body = field.value;

  const format = (kind: MarkdownFormat) => {
    const area = bodyBox.current?.querySelector('textarea');
    if (!area) return;
    const edit = applyMarkdownFormat(body, area.selectionStart, area.selectionEnd, kind);
    onBodyChange(edit.text);
    requestAnimationFrame(() => {
      area.focus();
      area.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    });
  };

  const insertImage = (src: string, alt: string) => {
    const area = bodyBox.current?.querySelector('textarea');
    const at = area ? area.selectionEnd : body.length;
    const snippet = `\n\n![${alt.replace(/[[\]]/g, '')}](${src})\n\n`;
    onBodyChange(body.slice(0, at) + snippet + body.slice(at));
  };

  return (
    <div className="admin-card admin-fieldset" ref={bodyBox}>
      <div className="blog-editor__toolbar" role="toolbar" aria-label="Formatting">
        {TOOLBAR.map((tool) => (
          <button
            key={tool.format}
            type="button"
            className="button blog-editor__tool"
            aria-label={tool.label}
            title={tool.label}
            onClick={() => format(tool.format)}
          >
            {tool.text}
          </button>
        ))}
        <MediaPicker onPick={(image) => insertImage(image.src, image.alt)} />
      </div>
      <TextAreaField
        label="Post text (Markdown)"
        rows={24}
        hint={`${readingMinutes} min read. # Heading, **bold**, *italic*, - list items, [link text](https://…). Raw HTML is removed.`}
        {...field}
      />
    </div>
  );
}
