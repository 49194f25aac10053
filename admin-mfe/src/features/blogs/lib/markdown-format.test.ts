import { describe, expect, it } from 'vitest';
import { applyMarkdownFormat } from './markdown-format';

describe('applyMarkdownFormat', () => {
  it('wraps the selection in bold and selects the text inside', () => {
    const edit = applyMarkdownFormat('Polish the anklet gently.', 11, 17, 'bold');
    expect(edit.text).toBe('Polish the **anklet** gently.');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('anklet');
  });

  it('inserts a placeholder to type over when nothing is selected, and unwraps on a second press', () => {
    const edit = applyMarkdownFormat('Care: ', 6, 6, 'italic');
    expect(edit.text).toBe('Care: *italic text*');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('italic text');
    const undone = applyMarkdownFormat(edit.text, edit.selectionStart - 1, edit.selectionEnd + 1, 'italic');
    expect(undone.text).toBe('Care: italic text');
  });

  it('makes a link of the selection with the address selected', () => {
    const edit = applyMarkdownFormat('Read the guide.', 9, 14, 'link');
    expect(edit.text).toBe('Read the [guide](https://).');
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe('https://');
  });

  it('numbers every selected line, and a second press takes the numbers away', () => {
    const text = 'Intro\nDry it\nStore it\nEnd';
    const edit = applyMarkdownFormat(text, 7, 17, 'numbers');
    expect(edit.text).toBe('Intro\n1. Dry it\n2. Store it\nEnd');
    const undone = applyMarkdownFormat(edit.text, edit.selectionStart, edit.selectionEnd, 'numbers');
    expect(undone.text).toBe(text);
  });

  it('turns the line with the caret into a heading, replacing a list marker', () => {
    expect(applyMarkdownFormat('a\n- Care tips\nb', 5, 5, 'heading').text).toBe('a\n## Care tips\nb');
    expect(applyMarkdownFormat('> quoted', 0, 0, 'quote').text).toBe('quoted');
    expect(applyMarkdownFormat('one\ntwo', 0, 7, 'bullets').text).toBe('- one\n- two');
  });
});
