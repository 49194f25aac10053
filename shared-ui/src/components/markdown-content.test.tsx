import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'shared-router';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownContent, markdownToText } from './markdown-content';
import { safeImageSrc } from '../lib/safe-url';

/** Payloads that try to run script through stored Markdown. */
const XSS_CORPUS: Array<[name: string, markdown: string]> = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag inline', 'Hello <script>alert(document.cookie)</script> world'],
  ['script tag mixed case', '<ScRiPt src="https://evil.example/x.js"></sCrIpT>'],
  ['script inside a list', '- item <script>alert(1)</script>\n- two'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror inline', 'text <img src="x" onerror="alert(1)"> text'],
  ['svg onload', '<svg onload=alert(1)><circle r="10"/></svg>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['svg animate href', '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>'],
  ['body onload', '<body onload=alert(1)>'],
  ['div onmouseover', '<div onmouseover="alert(1)">hover me</div>'],
  ['iframe javascript', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="data:text/html,<script>alert(1)</script>">'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link javascript', '[click](javascript:alert(1))'],
  ['link javascript upper case', '[click](JAVASCRIPT:alert(1))'],
  ['link javascript with tab', '[click](java\tscript:alert(1))'],
  ['link javascript in angle brackets', '[click](<javascript:alert(1)>)'],
  ['link javascript with newline entity', '[click](java&#10;script:alert(1))'],
  ['link javascript with tab entity', '[click](java&#x09;script:alert(1))'],
  ['link javascript with encoded colon', '[click](javascript&#58;alert(1))'],
  ['link javascript with named colon', '[click](javascript&colon;alert(1))'],
  ['link javascript hex-encoded letters', '[click](&#x6A;&#x61;&#x76;&#x61;script:alert(1))'],
  ['link javascript decimal-encoded', '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))'],
  ['link javascript leading spaces', '[click](   javascript:alert(1))'],
  ['link javascript leading control char', '[click](\u0001javascript:alert(1))'],
  ['link javascript percent-encoded colon', '[click](javascript%3Aalert(1))'],
  ['link vbscript', '[click](vbscript:msgbox(1))'],
  ['link data html', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['link data svg', '[click](data:image/svg+xml,<svg onload=alert(1)>)'],
  ['link protocol-relative', '[click](//evil.example/phish)'],
  ['link backslash protocol-relative', '[click](/\\evil.example/phish)'],
  ['link with title breakout', '[click](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ['reference link javascript', '[click][x]\n\n[x]: javascript:alert(1)'],
  ['autolink javascript', '<javascript:alert(1)>'],
  ['autolink data', '<data:text/html,alert(1)>'],
  ['image javascript', '![x](javascript:alert(1))'],
  ['image data svg', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['image data png', '![x](data:image/png;base64,iVBORw0KGgo=)'],
  ['image encoded javascript', '![x](&#106;avascript:alert(1))'],
  ['image protocol-relative', '![x](//evil.example/a.png)'],
  ['image title breakout', '![x](/a.png "\\" onerror=\\"alert(1)")'],
  ['image alt breakout', '![" onerror="alert(1)](/a.png)'],
  ['image inside link javascript', '[![x](/a.png)](javascript:alert(1))'],
  ['link inside image alt', '![[x](javascript:alert(1))](/a.png)'],
  ['nested emphasis around html', '**<img src=x onerror=alert(1)>**'],
  ['html entities spelling a tag', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['double-encoded entities', '&amp;lt;script&amp;gt;alert(1)'],
  ['html comment breakout', '<!-- --><script>alert(1)</script><!-- -->'],
  ['unclosed tag', '<img src=x onerror=alert(1)//'],
  ['table cell html', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
  ['heading html', '## <span onclick="alert(1)">title</span>'],
  ['blockquote html', '> <a href="javascript:alert(1)">x</a>'],
  ['code fence language injection', '```"><script>alert(1)</script>\ncode\n```'],
  ['code span', '`<script>alert(1)</script>`'],
  ['html a tag javascript', '<a href="javascript:alert(1)">x</a>'],
  ['html a tag with markdown inside', '<a href="javascript:alert(1)">\n\n[y](javascript:alert(2))\n\n</a>'],
  ['math-ish', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['noscript trick', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['template', '<template><script>alert(1)</script></template>'],
];

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset'];

function assertInert(container: HTMLElement, name: string) {
  const forbidden = container.querySelectorAll('script, iframe, object, embed, form, svg, math, style, link, meta, base, template, noscript');
  expect(forbidden, `${name}: forbidden elements`).toHaveLength(0);
  for (const element of Array.from(container.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name, `${name}: <${element.tagName.toLowerCase()} ${attribute.name}>`).not.toMatch(/^on/i);
      expect(attribute.name, `${name}: style attribute`).not.toBe('style');
      expect(attribute.name, `${name}: srcdoc attribute`).not.toBe('srcdoc');
      if (URL_ATTRIBUTES.includes(attribute.name.toLowerCase())) {
        const value = attribute.value;
        // The browser strips ASCII whitespace and control characters inside a scheme.
        // eslint-disable-next-line no-control-regex
        const squeezed = value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
        expect(squeezed, `${name}: ${attribute.name}="${value}"`).not.toMatch(/^(javascript|vbscript|data|file):/);
        expect(squeezed, `${name}: protocol-relative ${attribute.name}`).not.toMatch(/^[\\/]{2}|^\/\\/);
        expect(squeezed.includes('&#') || squeezed.includes('&colon'), `${name}: entity left in URL`).toBe(false);
      }
    }
  }
}

describe('MarkdownContent against stored XSS', () => {
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
