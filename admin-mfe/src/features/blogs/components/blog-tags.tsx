// A blog post's tags in its editor: the ones it has (each with a remove button), and a field that
// adds one on Enter, a comma or the button, suggesting the tags other posts use. A tag is kept as
// typed, with commas and repeated spaces taken out, and only once.
import { useState } from 'react';

export interface BlogTagsProps {
  /** Makes the ids of the label and the suggestions unique on the page. */
  idPrefix: string;
  tags: string[];
  /** Tags in use on other posts, most used first. */
  suggestions: string[];
  error: string | undefined;
  onChange: (tags: string[]) => void;
}

export function BlogTags({ idPrefix, tags, suggestions, error, onChange }: BlogTagsProps) {
  const [tagInput, setTagInput] = useState('');

  const addTag = (raw: string) => {
    const tag = raw.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
    setTagInput('');
    if (!tag || tags.includes(tag)) return;
    onChange([...tags, tag]);
  };

  return (
    <div className="field">
      <span className="field__label" id={`${idPrefix}-tags`}>
        Tags <span className="field__optional">(optional)</span>
      </span>
      <ul className="blog-editor__tags" aria-labelledby={`${idPrefix}-tags`}>
        {tags.map((tag) => (
          <li key={tag} className="blog-editor__tag">
            {tag}
            <button
              type="button"
              className="blog-editor__tag-remove"
              aria-label={`Remove the tag ${tag}`}
              onClick={() => onChange(tags.filter((entry) => entry !== tag))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="admin-inline-form">
        <input
          className="field__input"
          aria-label="Add a tag"
          list={`${idPrefix}-tag-suggestions`}
          value={tagInput}
          onChange={(event) => setTagInput(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ',') {
              event.preventDefault();
              addTag(tagInput);
            }
          }}
        />
        <datalist id={`${idPrefix}-tag-suggestions`}>
          {suggestions
            .filter((tag) => !tags.includes(tag))
            .map((tag) => (
              <option key={tag} value={tag} />
            ))}
        </datalist>
        <button type="button" className="button" disabled={!tagInput.trim()} onClick={() => addTag(tagInput)}>
          Add tag
        </button>
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
