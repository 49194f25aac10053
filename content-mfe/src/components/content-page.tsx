// The layout of the informational pages: the stored title, optional content before the body, the
// stored Markdown body and the date it was last updated.
import type { ReactNode } from 'react';
import { MarkdownView, type MarkdownTokens } from 'shared-ui/markdown-view';
import './content-page.css';

export interface ContentPageProps {
  title: string;
  /** The stored Markdown body, as the loader prepared it (load-content-page.ts). */
  body: MarkdownTokens;
  updatedAt?: string | null;
  updatedLabel?: string;
  /** Shown between the title and the body (the about page's claims). */
  intro?: ReactNode;
  /** Shown after the body (FAQs, openings). */
  children?: ReactNode;
  className?: string;
}

export function ContentPage({ title, body, updatedAt, updatedLabel, intro, children, className }: ContentPageProps) {
  return (
    <article className={`page page--narrow content-page${className ? ` ${className}` : ''}`} aria-labelledby="content-page-title">
      <h1 id="content-page-title">{title}</h1>
      {intro}
      {body.length ? <MarkdownView tokens={body} className="content-page__body" /> : null}
      {children}
      {updatedAt && updatedLabel ? (
        <p className="content-page__updated">
          Last updated: <time dateTime={updatedAt}>{updatedLabel}</time>
        </p>
      ) : null}
    </article>
  );
}
