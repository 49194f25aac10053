import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-router';
import { describe, expect, it, vi } from 'vitest';
import { lexMarkdown as lexMarkdownForSize, MarkdownContent, markdownToText, prepareMarkdown } from './markdown-content';
import { MarkdownView } from './markdown-view';
import { safeImageSrc } from '../lib/safe-url';
import { inertProblems, XSS_CORPUS } from '../testing/xss-corpus';

function assertInert(container: HTMLElement, name: string) {
  expect(inertProblems(container), name).toEqual([]);
}

describe('MarkdownContent against stored XSS', () => {
  it('has a check that finds what could run (so a pass means something)', () => {
    const raw = document.createElement('div');
    raw.innerHTML = '<img src="x" onerror="alert(1)"><a href="java\tscript:alert(1)">x</a><script>alert(1)</script>';
    expect(inertProblems(raw)).toEqual(['<script> element', '<img onerror> event handler', '<a href="java\tscript:alert(1)"> unsafe scheme']);
  });

  it.each(XSS_CORPUS)('%s: renders no script, event handler or unsafe URL', (name, markdown) => {
    const { container } = render(
      <MemoryRouter>
        <MarkdownContent markdown={markdown} />
      </MemoryRouter>,
    );
    assertInert(container, name);
  });

  it.each(XSS_CORPUS)('%s: the server-rendered HTML, as a browser parses it, is inert too', (name, markdown) => {
    const html = renderToString(<MarkdownContent markdown={markdown} />);
    const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    assertInert(parsed.body, name);
  });

  it('keeps the visible text of dropped inline HTML and shows HTML blocks as plain text', () => {
    render(<MarkdownContent markdown={'Silver is <b>bright</b> today.\n\n<div onclick="x">Block text</div>'} />);
    expect(screen.getByText('Silver is bright today.')).toBeInTheDocument();
    expect(screen.getByText('Block text')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('drops the contents of script and style elements instead of showing them', () => {
    const { container } = render(<MarkdownContent markdown={'Before <script>alert(1)</script> after\n\n<style>p{}</style>'} />);
    expect(container.textContent).not.toContain('alert(1)');
    expect(container.textContent).not.toContain('p{}');
    expect(container).toHaveTextContent('Before after');
  });

  it('shows the text of a link whose target is unsafe, without a link', () => {
    render(<MarkdownContent markdown="[Read the guide](javascript:alert(1))" />);
    expect(screen.getByText('Read the guide')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows entity-encoded tags as text, decoded once', () => {
    render(<MarkdownContent markdown={'&lt;script&gt; &amp; &copy; &#8377;5 &amp;lt;'} />);
    expect(screen.getByText('<script> & © ₹5 &lt;')).toBeInTheDocument();
  });
});

describe('MarkdownContent rendering', () => {
  const markdown = [
    '# Top',
    '## Care guide',
    '### Daily care',
    '',
    'Plain **bold**, _emphasis_, ~~gone~~ and `code`.',
    '',
    '- first',
    '- second',
    '',
    '3. three',
    '4. four',
    '',
    '> A quote',
    '',
    '| Destination | Days |',
    '|---|--:|',
    '| Mumbai | 1–2 |',
    '',
    '[Shipping](/shipping) · [Maps](https://maps.example.com/x "Map") · [Mail](mailto:a@example.com) · [Top](#top)',
    '',
    '![A ring](/media/ring.svg "Ring")',
    '',
    '---',
  ].join('\n');

  it('renders headings below the page title, lists, quotes, tables and code', () => {
    render(
      <MemoryRouter>
        <MarkdownContent markdown={markdown} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Care guide' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Daily care' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('emphasis').tagName).toBe('EM');
    expect(screen.getByText('gone').tagName).toBe('DEL');
    expect(screen.getByText('code').tagName).toBe('CODE');
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(lists[1]).toHaveAttribute('start', '3');
    expect(screen.getByRole('table')).toBeInTheDocument();
    // Its scrolling box can be reached and scrolled from the keyboard, and is named.
    const box = screen.getByRole('region', { name: /^Table: .*Days/ });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toContainElement(screen.getByRole('table'));
    expect(screen.getByRole('columnheader', { name: 'Days' })).toHaveClass('md-align-right');
    expect(screen.getByRole('cell', { name: 'Mumbai' })).toBeInTheDocument();
    expect(screen.getByText('A quote').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('separator')).toBeInTheDocument();
  });

  it('links internal paths in the app, opens other sites in a new tab without an opener', () => {
    render(
      <MemoryRouter>
        <MarkdownContent markdown={markdown} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/shipping');
    expect(screen.getByRole('link', { name: 'Shipping' })).not.toHaveAttribute('target');
    const maps = screen.getByRole('link', { name: 'Maps' });
    expect(maps).toHaveAttribute('href', 'https://maps.example.com/x');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps).toHaveAttribute('rel', 'noopener noreferrer');
    expect(maps).toHaveAttribute('title', 'Map');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:a@example.com');
    expect(screen.getByRole('link', { name: 'Top' })).toHaveAttribute('href', '#top');
    const image = screen.getByRole('img', { name: 'A ring' });
    expect(image).toHaveAttribute('src', '/media/ring.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('renders outside a router with plain links', () => {
    render(<MarkdownContent markdown="[Returns](/returns)" />);
    expect(screen.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/returns');
  });

  it('hydrates the server-rendered markup without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MarkdownContent markdown={markdown} />);
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = hydrateRoot(container, <MarkdownContent markdown={markdown} />, { onRecoverableError: recoverable });
    await act(async () => {});
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('renders prepared tokens, sent as JSON, exactly as it renders the Markdown, and hydrates them', async () => {
    const sources = [markdown, '- [x] done\n- [ ] open\n\n```js\nlet a = 1;\n```\n\n<div>block <b>html</b></div>', ...XSS_CORPUS.map(([, source]) => source)];
    for (const source of sources) {
      const tokens = JSON.parse(JSON.stringify(prepareMarkdown(source)));
      const viaTokens = renderToString(
        <MemoryRouter>
          <MarkdownView tokens={tokens} topHeadingLevel={3} />
        </MemoryRouter>,
      );
      const viaMarkdown = renderToString(
        <MemoryRouter>
          <MarkdownContent markdown={source} topHeadingLevel={3} />
        </MemoryRouter>,
      );
      expect(viaTokens).toBe(viaMarkdown);
    }
    // What is sent is smaller than the lexer's tokens: no source text repeated in `raw`.
    const prepared = JSON.stringify(prepareMarkdown(markdown));
    expect(prepared).not.toContain('"raw"');
    expect(prepared.length).toBeLessThan(JSON.stringify(lexMarkdownForSize(markdown)).length / 2);
    expect(prepared).not.toContain('"type":"space"');

    const container = document.createElement('div');
    const tokens = JSON.parse(prepared);
    container.innerHTML = renderToString(<MarkdownContent markdown={markdown} />);
    document.body.append(container);
    const recoverable = vi.fn();
    const root = hydrateRoot(container, <MarkdownView tokens={tokens} />, { onRecoverableError: recoverable });
    await act(async () => {});
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('h2')?.textContent).toBe('Top');
    act(() => root.unmount());
    container.remove();
  });

  it('accepts only http(s) and root-relative image sources', () => {
    expect(safeImageSrc('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeImageSrc('/media/a.svg')).toBe('/media/a.svg');
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.png', 'mailto:a@b.c', '#x', 'a.png', '']) {
      expect(safeImageSrc(bad), bad).toBeUndefined();
    }
  });
});

describe('markdownToText', () => {
  it('returns the reader-visible text on one line, without markup or script', () => {
    expect(markdownToText('Yes. Every piece is **925 sterling silver**. See [Shipping](/shipping).\n\n<script>x()</script>')).toBe(
      'Yes. Every piece is 925 sterling silver. See Shipping.',
    );
    expect(markdownToText('- one\n- two &amp; three')).toBe('one two & three');
  });
});
