// Stored-XSS payloads for Markdown and the check that rendered content is inert, shared by the
// sanitiser's own tests and by the tests of every path that saves Markdown (the admin's editors).
// Test support only: nothing in the apps imports it.

/** Payloads that try to run script through stored Markdown. */
export const XSS_CORPUS: Array<[name: string, markdown: string]> = [
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
const FORBIDDEN = 'script, iframe, object, embed, form, svg, math, style, link, meta, base, template, noscript';

/** What in `container` could run script or load a dangerous URL; empty when it is inert. */
export function inertProblems(container: Element): string[] {
  const problems = Array.from(container.querySelectorAll(FORBIDDEN)).map((element) => `<${element.tagName.toLowerCase()}> element`);
  for (const element of Array.from(container.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (/^on/.test(name)) problems.push(`<${tag} ${name}> event handler`);
      if (name === 'style' || name === 'srcdoc') problems.push(`<${tag} ${name}> attribute`);
      if (URL_ATTRIBUTES.includes(name)) {
        // The browser strips ASCII whitespace and control characters inside a scheme.
        // eslint-disable-next-line no-control-regex
        const squeezed = attribute.value.replace(/[\u0000-\u0020\u007f]+/g, '').toLowerCase();
        if (/^(javascript|vbscript|data|file):/.test(squeezed)) problems.push(`<${tag} ${name}="${attribute.value}"> unsafe scheme`);
        if (/^[\\/]{2}|^\/\\/.test(squeezed)) problems.push(`<${tag} ${name}="${attribute.value}"> protocol-relative`);
        if (squeezed.includes('&#') || squeezed.includes('&colon')) problems.push(`<${tag} ${name}="${attribute.value}"> entity left in URL`);
      }
    }
  }
  return problems;
}
