import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-router';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMarkdownView } from './deferred-markdown-view';
import { prepareMarkdown } from './markdown-content';
import { MarkdownView } from './markdown-view';

/** Whether React has taken over this element (hydrated it): it keeps its fiber on the node. */
const hydratedByReact = (element: Element | null) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

describe('DeferredMarkdownView', () => {
  it('keeps the server’s HTML while the page starts and hydrates it, without a mismatch, once the page is interactive', async () => {
    const tokens = prepareMarkdown('Solid **925 silver**, see [all rings](/category/rings).');
    const page = (view: React.ReactNode) => <MemoryRouter>{view}</MemoryRouter>;
    const container = document.createElement('div');
    // What the server sends: the view rendered inside its Suspense boundary.
    container.innerHTML = renderToString(
      page(
        <Suspense fallback={null}>
          <MarkdownView tokens={tokens} />
        </Suspense>,
      ),
    );
    document.body.append(container);
    delete document.documentElement.dataset['hydrated'];
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, page(<DeferredMarkdownView tokens={tokens} />), { onRecoverableError: recoverable });
    });
    const strong = container.querySelector('strong');
    expect(strong?.textContent).toBe('925 silver');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/category/rings');
    expect(hydratedByReact(strong)).toBe(false);

    // The shell marks the page interactive: the view loads and React hydrates the same HTML.
    await act(async () => {
      document.documentElement.dataset['hydrated'] = 'true';
    });
    await vi.waitFor(() => expect(hydratedByReact(container.querySelector('strong'))).toBe(true), { timeout: 10_000 });
    expect(container.querySelector('strong')).toBe(strong);
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });
});
