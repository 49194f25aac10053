// The HTML document around the app, rendered by React on the server and hydrated in the browser.
import type { ReactNode } from 'react';
import type { HeadAssets } from './client-config';

// A silver ring on a dark tile; inline so the icon costs no request.
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%231f2933'/%3E%3Ccircle cx='16' cy='17' r='8' fill='none' stroke='%23cbd2d9' stroke-width='3'/%3E%3Cpath d='M12 8l4-4 4 4-4 2z' fill='%23e4e7eb'/%3E%3C/svg%3E";

/** The page's scripts are not in the document: the bootstrap script adds them (server/script-loader.server.ts). */
export function Document({ head, children }: { head: HeadAssets; children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2933" />
        <link rel="icon" href={FAVICON} type="image/svg+xml" />
        {head.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <div id="app">{children}</div>
      </body>
    </html>
  );
}
