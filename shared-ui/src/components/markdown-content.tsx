// Renders stored Markdown (blog posts, pages, FAQ answers, job descriptions) as React elements
// built from marked's lexer tokens — never as an HTML string. Raw HTML in the source is not
// rendered: inline tags are dropped (their text stays), the contents of <script>, <style> and
// similar raw-text elements are dropped, and HTML blocks are shown as plain text. Link targets
// pass safeHref; images need an http(s) or root-relative source. React escapes every text node
// and attribute, so stored content cannot inject markup, event handlers or script URLs.
import { useMemo, type ReactNode } from 'react';
import { Lexer, type MarkedToken, type Token, type Tokens } from 'marked';
import { Link, useInRouterContext } from 'shared-router';
import { decodeHtmlEntities } from '../lib/html-entities';
import { safeHref, safeImageSrc } from '../lib/safe-url';
import './markdown-content.css';

export interface MarkdownContentProps {
  markdown: string;
  className?: string;
  /**
   * The highest heading level the content may use. The page title is the h1, so by default a
   * Markdown `#` heading becomes an h2; `##` and deeper keep their level.
   */
  topHeadingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

interface RenderContext {
  topHeadingLevel: number;
  inRouter: boolean;
}

/** Elements whose content is raw text in HTML: everything up to their closing tag is dropped. */
const RAW_TEXT_ELEMENT = /^<\s*(script|style|textarea|title|iframe|noscript|noembed|noframes|xmp|template|object)\b/i;

export function lexMarkdown(markdown: string): Token[] {
  return new Lexer({ gfm: true, breaks: false }).lex(typeof markdown === 'string' ? markdown : '');
}


/** The plain-text content of an HTML fragment: raw-text elements, comments and tags removed. */
function htmlToText(html: string): string {
  const withoutRaw = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<\s*(script|style|textarea|title|iframe|noscript|noembed|noframes|xmp|template|object)\b[\s\S]*?(?:<\s*\/\s*\1\s*>|$)/gi, ' ');
  return decodeHtmlEntities(withoutRaw.replace(/<\/?[a-zA-Z!?][^>]*>?/g, ' ')).replace(/\s+/g, ' ').trim();
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
      return token.tokens ? (
        <span key={key}>{renderInline(token.tokens, context)}</span>
      ) : (
        <span key={key}>{decodeHtmlEntities(token.text)}</span>
      );
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

export function MarkdownContent({ markdown, className, topHeadingLevel = 2 }: MarkdownContentProps) {
  const inRouter = useInRouterContext();
  const tokens = useMemo(() => lexMarkdown(markdown), [markdown]);
  const context: RenderContext = { topHeadingLevel, inRouter };
  return <div className={className ? `markdown-content ${className}` : 'markdown-content'}>{renderBlocks(tokens, context)}</div>;
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
        for (const row of [token.header, ...token.rows]) for (const cell of row) {
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
