// Stored Markdown (blog posts, pages, FAQ answers, job descriptions) lexed with marked and rendered
// by MarkdownView (markdown-view.tsx, which says what is and is not rendered). Pages whose loader
// runs on the server send prepareMarkdown's tokens instead, so the browser does not load marked to
// hydrate them.
import { useMemo } from 'react';
import { Lexer, type MarkedToken, type Token, type Tokens } from 'marked';
import { decodeHtmlEntities } from '../lib/html-entities';
import { htmlToText, MarkdownView, prepareTokens, RAW_TEXT_ELEMENT, type MarkdownTokens, type MarkdownViewOptions } from './markdown-view';

export interface MarkdownContentProps extends MarkdownViewOptions {
  markdown: string;
}

export function lexMarkdown(markdown: string): Token[] {
  return new Lexer({ gfm: true, breaks: false }).lex(typeof markdown === 'string' ? markdown : '');
}

/** The tokens MarkdownView renders, small enough to send to the browser with a page's data. */
export function prepareMarkdown(markdown: string): MarkdownTokens {
  return prepareTokens(lexMarkdown(markdown));
}

export function MarkdownContent({ markdown, className, topHeadingLevel = 2 }: MarkdownContentProps) {
  const tokens = useMemo(() => lexMarkdown(markdown), [markdown]);
  return <MarkdownView tokens={tokens} topHeadingLevel={topHeadingLevel} {...(className ? { className } : {})} />;
}

function tokensToText(tokens: Token[] | undefined, parts: string[]): void {
  if (!tokens) return;
  let skippingRawText: string | null = null;
  for (const input of tokens) {
    const token = input as MarkedToken;
    const t = input as Tokens.Generic;
    if (skippingRawText) {
      if (token.type === 'html' && new RegExp(`^<\\s*/\\s*${skippingRawText}\\b`, 'i').test(String(token.text))) skippingRawText = null;
      continue;
    }
    switch (token.type) {
      case 'space':
      case 'def':
      case 'hr':
      case 'checkbox':
      case 'br':
        parts.push(' ');
        break;
      case 'html':
        if (token.block) parts.push(` ${htmlToText(token.text)} `);
        else {
          const opening = RAW_TEXT_ELEMENT.exec(token.text);
          if (opening?.[1] && !/\/\s*>\s*$/.test(token.text)) skippingRawText = opening[1];
        }
        break;
      case 'escape':
      case 'codespan':
      case 'code':
        parts.push(token.text);
        break;
      case 'image':
        parts.push(decodeHtmlEntities(token.text));
        break;
      case 'list':
        for (const item of token.items) {
          tokensToText(item.tokens, parts);
          parts.push(' ');
        }
        break;
      case 'table':
        for (const row of [token.header, ...token.rows])
          for (const cell of row) {
            tokensToText(cell.tokens, parts);
            parts.push(' ');
          }
        break;
      default:
        if (Array.isArray(t.tokens)) tokensToText(t.tokens, parts);
        else if (typeof t.text === 'string') parts.push(decodeHtmlEntities(t.text));
        if (['paragraph', 'heading', 'blockquote'].includes(token.type)) parts.push(' ');
    }
  }
}

/** The reader-visible text of Markdown, on one line (for JSON-LD answers and meta descriptions). */
export function markdownToText(markdown: string): string {
  const parts: string[] = [];
  tokensToText(lexMarkdown(markdown), parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
