// The page's scripts start downloading once the server-rendered page has been painted.
//
// Every storefront page is complete as the server sends it: links work and the text and images
// are there before any script runs; scripts only hydrate it. Requested from the <head> (preload
// hints and async <script>s), the entry scripts and the remote's modules compete with the
// stylesheets and the first images for a slow phone's bandwidth, and Lighthouse's simulation
// counts every request that started before the largest paint against that paint. So the document
// carries no script URL: this small inline loader (it runs from the bootstrap <script>, which has
// the response's nonce) adds them once the browser reports the first contentful paint, or sooner
// when the visitor starts to interact (a tap or a key), or after FALLBACK_MS whatever happens (a
// tab opened in the background does not paint until it is shown; a browser without paint timing).
// While they download, a task of its own makes the page's first Intl.NumberFormat: the first use
// of Intl initialises the browser's ICU data (17 ms on this machine's Chromium, four times that on
// a slow phone), which would otherwise land in the middle of hydration, the first price rendered.
// Scripts added by a nonce-bearing script are trusted under the CSP's 'strict-dynamic'; the preload
// hints carry the nonce too.

import { serializeForScript } from 'shared-ui';

/** The longest the loader waits for the first paint. */
export const FALLBACK_MS = 3000;

/**
 * `entries` are executed (async, in any order: webpack's entry waits for its chunks); `preloads`
 * (the remote modules the page's first render needs) are only fetched, for the federation runtime
 * to find in the cache.
 */
export function scriptLoaderSource(entries: readonly string[], preloads: readonly string[]): string {
  // ES5-level syntax on purpose: it runs before any polyfill and is not transpiled.
  return (
    '(function(e,p){var d=document,n=d.currentScript&&d.currentScript.nonce,s=0;' +
    'function g(){if(s)return;s=1;' +
    'p.forEach(function(h){var l=d.createElement("link");l.rel="preload";l.setAttribute("as","script");l.href=h;if(n)l.nonce=n;d.head.appendChild(l)});' +
    'e.forEach(function(h){var c=d.createElement("script");c.src=h;c.async=true;if(n)c.nonce=n;(d.body||d.head).appendChild(c)});' +
    'setTimeout(function(){try{new Intl.NumberFormat("en-IN").format(0)}catch(x){}},0)}' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
    'new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)g()}).observe({type:"paint",buffered:true})}catch(x){g()}' +
    '["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,g,{once:true,capture:true,passive:true})});' +
    `setTimeout(g,${FALLBACK_MS})})(${serializeForScript(entries)},${serializeForScript(preloads)});`
  );
}
