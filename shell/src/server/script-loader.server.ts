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
// Scripts added by a nonce-bearing script are trusted under the CSP's 'strict-dynamic'; the preload
// hints carry the nonce too.
//
// Until the page has hydrated, its buttons have no handlers: a tap on "Set as default" or "Add to
// cart" would be lost, and a form without an `action` would be submitted natively (the sign-in
// form's fields, password included, in the URL of a reload). And what is typed into a field before
// hydration shows but is not in React's state, so a form would be checked as if it were empty.
// So the loader also holds such clicks (and submissions) back and notes the fields changed; once
// the root layout marks the document hydrated (`<html data-hydrated="true">`), it tells the page
// about each changed field, then replays the clicks on the same elements, still there and enabled,
// in the order they came. A held button carries `data-held` (the stylesheet shows it as busy) until
// hydration starts, so the tap is seen to have registered while the scripts download. Links, and
// forms that carry an `action` (the header search, the listing filters), keep their native
// behaviour: they work without any script.

import { serializeForScript } from 'shared-ui';
import { HYDRATING_EVENT } from '../app/client-config';

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
    'e.forEach(function(h){var c=d.createElement("script");c.src=h;c.async=true;if(n)c.nonce=n;(d.body||d.head).appendChild(c)})}' +
    'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
    'new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)g()}).observe({type:"paint",buffered:true})}catch(x){g()}' +
    '["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,g,{once:true,capture:true,passive:true})});' +
    // Until hydrated: y() tells whether it is; q holds clicked buttons and submitted forms, w the
    // fields changed, each with its last value (and, once hydrated, its selection). A form with an
    // action, its fields and its buttons are left to the browser.
    'var r=d.documentElement,q=[],w=[],h=0;function y(){return r.getAttribute("data-hydrated")=="true"}' +
    // The bootstrap announces hydration's start: React would report a mark it did not render as a
    // mismatch, so the marks go then and later taps are held unmarked.
    'function j(){h=1;q.forEach(function(x){x.removeAttribute("data-held")})}' +
    'function a(t){return t.form&&t.form.hasAttribute("action")}' +
    'function k(v){var t=v.target,b=t&&t.closest?t.closest("button,input[type=submit],input[type=button]"):null;' +
    'if(y()||!b||b.disabled||b.type=="submit"&&a(b))return;' +
    'v.preventDefault();v.stopPropagation();if(q.indexOf(b)<0)q.push(b);if(!h)b.setAttribute("data-held","");g()}' +
    'function u(v){var f=v.target;if(y()||f.hasAttribute("action"))return;v.preventDefault();if(q.indexOf(f)<0)q.push(f)}' +
    'function m(v){var t=v.target,i;if(y()||!t||!("form" in t)||a(t))return;for(i=0;i<w.length;i++)if(w[i][0]==t)w.splice(i,1);' +
    'w.push([t,t.type=="checkbox"||t.type=="radio"?t.checked:t.value])}' +
    'd.addEventListener("click",k,true);d.addEventListener("submit",u,true);d.addEventListener("input",m,true);d.addEventListener("change",m,true);' +
    `d.addEventListener(${JSON.stringify(HYDRATING_EVENT)},j);` +
    // Each changed field is told to the page as a change of its own, one after the other (React
    // renders after each, setting every controlled field back to its state, so each is given its
    // value again first). React's value tracker took the field's value while hydrating as the known
    // one: the field is set to something else through the tracked setter, then to its value
    // through the element's own, and the event React listens to for it is sent.
    'function c(p){var x=p[0],v=p[1],n=x.tagName,t=x.type;if(!x.isConnected||x.disabled)return;' +
    'if(n=="SELECT"){x.value=v;x.dispatchEvent(new Event("change",{bubbles:true}))}' +
    'else if(t=="checkbox"||t=="radio"){if(v||t=="checkbox"){x.checked=!v;x.click()}}' +
    'else if(n=="TEXTAREA"||n=="INPUT"&&t!="file"){x.value=v+" ";Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x),"value").set.call(x,v);' +
    'if(p[2]!=null&&d.activeElement==x)try{x.setSelectionRange(p[2],p[3])}catch(_){}x.dispatchEvent(new Event("input",{bubbles:true}))}}' +
    // Once hydrated: stop holding, bring the fields' values in, then replay the clicks in order.
    'function z(o){if(!y())return;o.disconnect();' +
    `["click",k,"submit",u,"input",m,"change",m].forEach(function(h,i,l){if(i%2==0)d.removeEventListener(h,l[i+1],true)});d.removeEventListener(${JSON.stringify(HYDRATING_EVENT)},j);` +
    'w.forEach(function(p){try{p[2]=p[0].selectionStart;p[3]=p[0].selectionEnd}catch(_){}});w.splice(0).forEach(c);' +
    'q.splice(0).forEach(function(x){x.removeAttribute("data-held");if(!x.isConnected||x.disabled)return;if(x.tagName!="FORM")x.click();else if(x.requestSubmit)x.requestSubmit()})}' +
    'var o=new MutationObserver(function(){z(o)});o.observe(r,{attributes:true,attributeFilter:["data-hydrated"]});' +
    `setTimeout(g,${FALLBACK_MS})})(${serializeForScript(entries)},${serializeForScript(preloads)});`
  );
}
