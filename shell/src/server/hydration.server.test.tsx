// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { data } from 'shared-router';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'shared-router/server';
import { describe, expect, it } from 'vitest';
import { isCrawler, serializeRouteErrors } from './hydration.server';

describe('isCrawler', () => {
  it('gives crawlers and link previews the complete document', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ]) {
      expect(isCrawler(agent), agent).toBe(true);
    }
  });

  it('streams to people, including headless browsers that run the page', () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
    ]) {
      expect(isCrawler(agent), agent).toBe(false);
    }
    expect(isCrawler(undefined)).toBe(false);
  });
});

/** The hydration data react-router's own StaticRouterProvider writes for a context. */
function libraryHydrationErrors(context: StaticHandlerContext, routes: Parameters<typeof createStaticHandler>[0]): unknown {
  const router = createStaticRouter(createStaticHandler(routes).dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate />);
  const match = /window\.__staticRouterHydrationData = JSON\.parse\((".*?")\);/s.exec(html);
  if (!match?.[1]) throw new Error(`react-router no longer writes its hydration data as expected:\n${html}`);
  return (JSON.parse(JSON.parse(match[1]) as string) as { errors: unknown }).errors;
}

describe('serializeRouteErrors', () => {
  it('writes route errors exactly as react-router does, so the browser router revives them', async () => {
    class RemoteFailure extends Error {
      override name = 'RemoteFailure';
    }
    const routes = [
      {
        id: 'root',
        path: '/',
        errorElement: <p>The page failed.</p>,
        children: [
          {
            id: 'status',
            path: 'status',
            loader: () => {
              throw data({ remote: 'catalog' }, { status: 503 });
            },
          },
          {
            id: 'plain',
            path: 'plain',
            loader: () => {
              throw new Error('plain failure');
            },
          },
          {
            id: 'typed',
            path: 'typed',
            loader: () => {
              throw new RemoteFailure('typed failure');
            },
          },
        ],
      },
    ];
    for (const path of ['/status', '/plain', '/typed']) {
      const context = await createStaticHandler(routes).query(new Request(`http://shop.test${path}`));
      if (context instanceof Response) throw new Error('expected a context');
      expect(context.errors).not.toBeNull();
      expect(serializeRouteErrors(context.errors)).toEqual(libraryHydrationErrors(context, routes));
    }
    expect(serializeRouteErrors(null)).toBeNull();
  });
});
