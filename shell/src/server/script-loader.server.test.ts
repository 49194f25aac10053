// The inline loader as the browser runs it (jsdom): nothing is requested before the first
// contentful paint, then every script once, with the response's nonce; a tap or a key press, the
// fallback timer or a browser without paint timing start it sooner.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FALLBACK_MS, scriptLoaderSource } from './script-loader.server';

const ENTRIES = ['/static/vendor.js', '/static/main.js'];
const PRELOADS = ['https://remote.example/builds/b1/client/remoteEntry.js', 'https://remote.example/builds/b1/client/page.js'];

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;
let paintCallbacks: PaintCallback[];

function installPerformanceObserver(supported: string[]) {
  paintCallbacks = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: PaintCallback) {}
    observe(options: { type: string }) {
      if (options.type === 'paint') paintCallbacks.push(this.callback);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
}

function reportPaint(...names: string[]) {
  for (const callback of paintCallbacks) callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) });
}

/** Runs the loader as the bootstrap <script nonce="n0nce"> would. */
function runLoader() {
  const script = document.createElement('script');
  script.nonce = 'n0nce';
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(scriptLoaderSource(ENTRIES, PRELOADS))();
}

const addedScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src]')];
const addedPreloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<main>server-rendered page</main>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scriptLoaderSource', () => {
  it('requests nothing before the first contentful paint, then each script once with the nonce', () => {
    installPerformanceObserver(['paint', 'largest-contentful-paint']);
    runLoader();
    expect(addedScripts()).toHaveLength(0);
    expect(addedPreloads()).toHaveLength(0);

    reportPaint('first-paint');
    expect(addedScripts()).toHaveLength(0);

    reportPaint('first-paint', 'first-contentful-paint');
    expect(addedScripts().map((script) => script.getAttribute('src'))).toEqual(ENTRIES);
    expect(addedScripts().every((script) => script.async && script.nonce === 'n0nce')).toBe(true);
    expect(addedPreloads().map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.nonce])).toEqual(PRELOADS.map((href) => [href, 'script', 'n0nce']));

    // Later signals do not add them again.
    reportPaint('first-contentful-paint');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(addedScripts()).toHaveLength(2);
    expect(addedPreloads()).toHaveLength(2);
  });

  it('starts at once when the visitor taps or types before the paint is reported', () => {
    installPerformanceObserver(['paint']);
    runLoader();
    window.dispatchEvent(new Event('pointerdown'));
    expect(addedScripts()).toHaveLength(2);
    reportPaint('first-contentful-paint');
    expect(addedScripts()).toHaveLength(2);
  });

  it('starts after the fallback delay when no paint is reported (a tab opened in the background)', () => {
    vi.useFakeTimers();
    installPerformanceObserver(['paint']);
    runLoader();
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(addedScripts()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(addedScripts()).toHaveLength(2);
  });

  it('starts at once in a browser without paint timing', () => {
    installPerformanceObserver(['resource']);
    runLoader();
    expect(addedScripts()).toHaveLength(2);
    expect(addedPreloads()).toHaveLength(2);
  });

  it('keeps a closing script tag in a URL from ending the inline script', () => {
    expect(scriptLoaderSource(['/static/a.js?</script><script>alert(1)//'], [])).not.toContain('</script>');
  });
});
