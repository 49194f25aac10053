// Renders Markdown tokens (marked's lexer output) as React elements — never as an HTML string. Raw
// HTML in the source is not rendered: inline tags are dropped (their text stays), the contents of
// <script>, <style> and similar raw-text elements are dropped, and HTML blocks are shown as plain
// text. Link targets pass safeHref; images need an http(s) or root-relative source. React escapes
// every text node and attribute, so stored content cannot inject markup, event handlers or script
// URLs.
//
// This module does not load marked: a page whose loader prepared the tokens (prepareMarkdown in
// `shared-ui/markdown`, run on the server) renders and hydrates them without the parser, which
// costs a phone tens of milliseconds to load and run at start-up. Its stylesheet
// (markdown-content.css) is part of shared-ui's styles.css, linked by every page.
import type { ReactNode } from 'react';
import type { MarkedToken, Token, Tokens } from 'marked';
import { Link, useInRouterContext } from 'shared-router';
import { decodeHtmlEntities } from '../lib/html-entities';
import { safeHref, safeImageSrc } from '../lib/safe-url';

/** Markdown as the lexer read it, made ready to send to the browser (prepareMarkdown). */
export type MarkdownTokens = Token[];

export interface MarkdownViewOptions {
  className?: string;
  /**
   * The highest heading level the content may use. The page title is the h1, so by default a
   * Markdown `#` heading becomes an h2; `##` and deeper keep their level.
   */
  topHeadingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

export interface MarkdownViewProps extends MarkdownViewOptions {
  tokens: MarkdownTokens;
}

interface RenderContext {
  topHeadingLevel: number;
  inRouter: boolean;
}

/** Elements whose content is raw text in HTML: everything up to their closing tag is dropped. */
export const RAW_TEXT_ELEMENT = /^<\s*(script|style|textarea|title|iframe|noscript|noembed|noframes|xmp|template|object)\b/i;

/** The plain-text content of an HTML fragment: raw-text elements, comments and tags removed. */
export function htmlToText(html: string): string {
  const withoutRaw = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<\s*(script|style|textarea|title|iframe|noscript|noembed|noframes|xmp|template|object)\b[\s\S]*?(?:<\s*\/\s*\1\s*>|$)/gi, ' ');
  return decodeHtmlEntities(withoutRaw.replace(/<\/?[a-zA-Z!?][^>]*>?/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function MarkdownLink({ token, context, children }: { token: Tokens.Link; context: RenderContext; children: ReactNode }) {
  const href = safeHref(decodeHtmlEntities(token.href));
  // An unsafe target keeps its text, without a link.
  if (!href) return <span>{children}</span>;
  const title = token.title ? decodeHtmlEntities(token.title) : undefined;
  if (/^https?:\/\//i.test(href)) {
    return (
      <a href={href} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (href.startsWith('/') && context.inRouter) {
    return (
      <Link to={href} title={title}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} title={title}>
      {children}
    </a>
  );
}

function renderInline(tokens: Token[] | undefined, context: RenderContext): ReactNode[] {
  if (!tokens) return [];
  const nodes: ReactNode[] = [];
  let skippingRawText: string | null = null;
  tokens.forEach((token, index) => {
    if (skippingRawText) {
      if (token.type === 'html' && new RegExp(`^<\\s*/\\s*${skippingRawText}\\b`, 'i').test(String(token.text))) {
        skippingRawText = null;
      }
      return;
    }
    const node = renderInlineToken(token, index, context);
    if (token.type === 'html') {
      const opening = RAW_TEXT_ELEMENT.exec(String(token.text));
      if (opening?.[1] && !/\/\s*>\s*$/.test(String(token.text))) skippingRawText = opening[1];
    }
    if (node !== null) nodes.push(node);
  });
  return nodes;
}

function renderInlineToken(input: Token, key: number, context: RenderContext): ReactNode {
  // marked's Token includes a catch-all Generic type; MarkedToken is the discriminated union.
  const token = input as MarkedToken;
  const t = input as Tokens.Generic;
  switch (token.type) {
    case 'text':
      return token.tokens ? <span key={key}>{renderInline(token.tokens, context)}</span> : decodeHtmlEntities(token.text);
    case 'escape':
      return token.text;
    case 'strong':
      return <strong key={key}>{renderInline(token.tokens, context)}</strong>;
    case 'em':
      return <em key={key}>{renderInline(token.tokens, context)}</em>;
    case 'del':
      return <del key={key}>{renderInline(token.tokens, context)}</del>;
    case 'codespan':
      return <code key={key}>{token.text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link':
      return (
        <MarkdownLink key={key} token={token} context={context}>
          {renderInline(token.tokens, context)}
        </MarkdownLink>
      );
    case 'image': {
      const src = safeImageSrc(token.href);
      const alt = decodeHtmlEntities(token.text);
      if (!src) return alt ? <span key={key}>{alt}</span> : null;
      const title = token.title ? decodeHtmlEntities(token.title) : undefined;
      return <img key={key} src={src} alt={alt} title={title} loading="lazy" decoding="async" />;
    }
    case 'checkbox':
      return <input key={key} type="checkbox" checked={token.checked} readOnly disabled />;
    case 'html':
      // Raw inline HTML is not rendered; the text between tags is rendered by its own tokens.
      return null;
    default:
      if (Array.isArray(t.tokens)) return <span key={key}>{renderInline(t.tokens, context)}</span>;
      return typeof t.text === 'string' ? decodeHtmlEntities(t.text) : null;
  }
}

/** Stored content writes `##` for its sections; levels above the allowed top are raised to it. */
function headingLevel(depth: number, context: RenderContext): number {
  return Math.min(6, Math.max(depth, context.topHeadingLevel));
}

const ALIGN_CLASS = { left: 'md-align-left', center: 'md-align-center', right: 'md-align-right' } as const;

function renderBlocks(tokens: Token[], context: RenderContext): ReactNode[] {
  return tokens.map((token, index) => renderBlock(token, index, context)).filter((node) => node !== null);
}

function renderBlock(input: Token, key: number, context: RenderContext): ReactNode {
  const token = input as MarkedToken;
  const t = input as Tokens.Generic;
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const Tag = `h${headingLevel(token.depth, context)}` as 'h2';
      return <Tag key={key}>{renderInline(token.tokens, context)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{renderInline(token.tokens, context)}</p>;
    case 'text':
      // Tight list items hold their inline content in a block-level text token.
      return token.tokens ? <span key={key}>{renderInline(token.tokens, context)}</span> : <span key={key}>{decodeHtmlEntities(token.text)}</span>;
    case 'code': {
      const language = token.lang && /^[\w+-]{1,30}$/.test(token.lang) ? `language-${token.lang}` : undefined;
      return (
        <pre key={key}>
          <code className={language}>{token.text}</code>
        </pre>
      );
    }
    case 'blockquote':
      return <blockquote key={key}>{renderBlocks(token.tokens, context)}</blockquote>;
    case 'list': {
      const items = token.items.map((item, itemIndex) => (
        <li key={itemIndex} className={item.task ? 'md-task' : undefined}>
          {item.tokens.map((child, childIndex) =>
            child.type === 'checkbox' ? renderInlineToken(child, childIndex, context) : renderBlock(child, childIndex, context),
          )}
        </li>
      ));
      if (!token.ordered) return <ul key={key}>{items}</ul>;
      const start = typeof token.start === 'number' && token.start !== 1 ? token.start : undefined;
      return (
        <ol key={key} start={start}>
          {items}
        </ol>
      );
    }
    case 'table': {
      const cell = (value: Tokens.TableCell, cellIndex: number) => {
        const className = value.align ? ALIGN_CLASS[value.align] : undefined;
        const content = renderInline(value.tokens, context);
        return value.header ? (
          <th key={cellIndex} scope="col" className={className}>
            {content}
          </th>
        ) : (
          <td key={cellIndex} className={className}>
            {content}
          </td>
        );
      };
      // A wide table scrolls sideways inside its box: the box takes the keyboard focus so it can be
      // scrolled without a pointer, and is named after the table's columns.
      return (
        <div key={key} className="md-table" role="region" tabIndex={0} aria-label={`Table: ${token.header.map((value) => value.text).join(', ')}`}>
          <table>
            <thead>
              <tr>{token.header.map(cell)}</tr>
            </thead>
            <tbody>
              {token.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>{row.map(cell)}</tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'hr':
      return <hr key={key} />;
    case 'html': {
      // An HTML block is shown as the plain text it contains; its markup is never rendered.
      const text = htmlToText(token.text);
      return text ? <p key={key}>{text}</p> : null;
    }
    default:
      if (Array.isArray(t.tokens)) return <div key={key}>{renderInline(t.tokens, context)}</div>;
      return typeof t.text === 'string' && t.text.trim() ? <p key={key}>{decodeHtmlEntities(t.text)}</p> : null;
  }
}

export function MarkdownView({ tokens, className, topHeadingLevel = 2 }: MarkdownViewProps) {
  const inRouter = useInRouterContext();
  const context: RenderContext = { topHeadingLevel, inRouter };
  return <div className={className ? `markdown-content ${className}` : 'markdown-content'}>{renderBlocks(tokens, context)}</div>;
}

// Token types whose `text` repeats what their child tokens hold: the renderer reads the children.
const TEXT_FROM_CHILDREN = new Set(['paragraph', 'heading', 'strong', 'em', 'del', 'link', 'blockquote', 'list_item', 'text']);
// Fields the renderer never reads: the source text again, and the lexer's own bookkeeping.
const UNREAD_FIELDS = new Set(['raw', 'escaped', 'loose', 'pre', 'block']);
// Tokens that render nothing.
const SILENT_TOKENS = new Set(['space', 'def']);

function prepared(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => !(item && typeof item === 'object' && SILENT_TOKENS.has(String((item as { type?: unknown }).type)))).map(prepared);
  }
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const type = typeof source.type === 'string' ? source.type : null;
  const dropText =
    (type !== null && TEXT_FROM_CHILDREN.has(type) && Array.isArray(source.tokens)) ||
    // A table cell: only a header cell's text is read (the table's accessible name).
    (type === null && source.header === false && Array.isArray(source.tokens));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(source)) {
    if (field === undefined || field === null || UNREAD_FIELDS.has(key) || (dropText && key === 'text')) continue;
    // An image shows its alternative text, not its child tokens; a table's cells carry their own alignment.
    if ((type === 'image' && key === 'tokens') || (type === 'table' && key === 'align')) continue;
    out[key] = prepared(field);
  }
  return out;
}

/** Lexer tokens without what the renderer does not read (the source text repeated in `raw` and `text`). */
export function prepareTokens(tokens: Token[]): MarkdownTokens {
  return prepared(tokens) as MarkdownTokens;
}
