// The inline loader as the browser runs it (jsdom): nothing is requested before the first
// contentful paint, then every script once, with the response's nonce; a tap or a key press, the
// fallback timer or a browser without paint timing start it sooner. Clicks on buttons before
// hydration are held and replayed on the hydrated page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, useEffect, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HYDRATING_EVENT } from '../app/client-config';
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

/** What the root layout does once React has taken over the page. */
async function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  await Promise.resolve(); // mutation observers are called in a microtask
}

afterEach(async () => {
  // Each run's listeners stop once the page is hydrated.
  await markHydrated();
  delete document.documentElement.dataset.hydrated;
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
    expect(addedPreloads().map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.nonce])).toEqual(
      PRELOADS.map((href) => [href, 'script', 'n0nce']),
    );

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

  describe('before hydration', () => {
    function renderPage() {
      document.body.innerHTML = `
        <main>
          <ul><li>Home <button type="button">Set as default</button> <button type="button">Edit</button></li><li>Shop <button type="button" disabled>Delete</button></li></ul>
          <form aria-label="Add address"><input name="city" value="Chennai"><button>Add address</button></form>
          <form action="/search" method="get"><input name="q"><button>Search</button></form>
          <a href="#products">Products</a>
        </main>`;
      const byText = (text: string) => [...document.querySelectorAll<HTMLElement>('button, a')].find((element) => element.textContent === text)!;
      return { byText, addressForm: document.forms[0]!, searchForm: document.forms[1]! };
    }

    it('holds a click on a button and replays it once, on the hydrated page', async () => {
      installPerformanceObserver(['paint']);
      runLoader();
      const { byText } = renderPage();
      const setDefault = byText('Set as default');
      const handled: string[] = [];
      // What React attaches while hydrating: a listener below the document.
      setDefault.addEventListener('click', () => handled.push(document.documentElement.dataset.hydrated ?? 'not hydrated'));

      expect(setDefault).not.toHaveAttribute('data-held');
      setDefault.click();
      setDefault.click(); // an impatient second tap is not a second action
      expect(handled).toEqual([]);
      expect(setDefault).toHaveAttribute('data-held'); // shown as busy meanwhile
      expect(addedScripts()).toHaveLength(2); // the click also starts the scripts

      // As hydration starts the mark goes (React did not render it); a tap meanwhile is held unmarked.
      document.dispatchEvent(new Event(HYDRATING_EVENT));
      expect(setDefault).not.toHaveAttribute('data-held');
      byText('Edit').click();
      expect(byText('Edit')).not.toHaveAttribute('data-held');

      await markHydrated();
      expect(handled).toEqual(['true']);
      // Once hydrated, clicks go straight through.
      setDefault.click();
      expect(handled).toEqual(['true', 'true']);
    });

    it('does not submit a form without an action natively, and submits it through the page once hydrated', async () => {
      installPerformanceObserver(['paint']);
      runLoader();
      const { byText, addressForm } = renderPage();
      const submissions: boolean[] = [];
      addressForm.addEventListener('submit', (event) => {
        submissions.push(document.documentElement.dataset.hydrated === 'true');
        event.preventDefault(); // jsdom does not implement navigation
      });
      const addAddress = byText('Add address');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      addAddress.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(true);
      expect(submissions).toEqual([]);

      await markHydrated();
      expect(submissions).toEqual([true]);
    });

    it('leaves links, forms with an action and disabled buttons alone, and drops what has left the page', async () => {
      installPerformanceObserver(['paint']);
      runLoader();
      const { byText, searchForm } = renderPage();
      const native = (element: HTMLElement) => {
        const click = new MouseEvent('click', { bubbles: true, cancelable: true });
        element.dispatchEvent(click);
        return !click.defaultPrevented;
      };
      searchForm.addEventListener('submit', (event) => event.preventDefault());
      expect(native(byText('Products'))).toBe(true);
      expect(native(byText('Search'))).toBe(true);
      expect(native(byText('Delete'))).toBe(true);

      const setDefault = byText('Set as default');
      let replayed = 0;
      setDefault.addEventListener('click', () => replayed++);
      expect(native(setDefault)).toBe(false);
      setDefault.closest('ul')!.remove(); // the hydrated page no longer has it
      await markHydrated();
      expect(replayed).toBe(0);
    });
  });

  describe('with React hydrating the page', () => {
    type Sent = { email: string; password: string; remember: boolean; country: string };

    /** A sign-in form with controlled fields, marking the document hydrated as the root layout does. */
    function SignIn({ onSend }: { onSend: (sent: Sent) => void }) {
      const [values, setValues] = useState<Sent>({ email: '', password: '', remember: false, country: 'IN' });
      useEffect(() => {
        document.documentElement.dataset.hydrated = 'true';
      }, []);
      const submit = (event: FormEvent) => {
        event.preventDefault();
        onSend(values);
      };
      return (
        <form aria-label="Sign in" onSubmit={submit}>
          <input aria-label="E-mail" name="email" value={values.email} onChange={(event) => setValues({ ...values, email: event.target.value })} />
          <input
            aria-label="Password"
            name="password"
            type="password"
            value={values.password}
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
          <input
            aria-label="Remember me"
            type="checkbox"
            checked={values.remember}
            onChange={(event) => setValues({ ...values, remember: event.target.checked })}
          />
          <select aria-label="Country" value={values.country} onChange={(event) => setValues({ ...values, country: event.target.value })}>
            <option value="IN">India</option>
            <option value="AE">United Arab Emirates</option>
          </select>
          <button>Sign in</button>
        </form>
      );
    }

    /** What a visitor's typing does to a field: the value, then an input event. */
    function type(field: HTMLInputElement, text: string) {
      field.value = text;
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }

    it('sends what was typed, ticked and chosen before hydration, once, when the early submit is replayed; the caret stays', async () => {
      installPerformanceObserver(['paint']);
      const sent: Sent[] = [];
      const page = <SignIn onSend={(values) => sent.push(values)} />;
      document.body.innerHTML = `<div id="root">${renderToString(page)}</div>`;
      runLoader();
      const form = document.forms[0]!;
      const field = (name: string) => form.querySelector<HTMLInputElement>(`[aria-label="${name}"]`)!;

      type(field('E-mail'), 'meera@example.com');
      type(field('Password'), 'correct horse');
      // The caret is left inside the e-mail address, where the visitor was correcting it.
      field('E-mail').focus();
      field('E-mail').setSelectionRange(5, 5);
      field('Remember me').click();
      const country = form.querySelector('select')!;
      country.value = 'AE';
      country.dispatchEvent(new Event('change', { bubbles: true }));
      const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
      form.querySelector('button')!.dispatchEvent(submit);
      expect(submit.defaultPrevented).toBe(true); // not sent natively, fields in the URL
      expect(form.querySelector('button')).toHaveAttribute('data-held');

      // As the bootstrap does: announce hydration (the busy mark goes), then hydrate.
      const errors = vi.spyOn(console, 'error');
      document.dispatchEvent(new Event(HYDRATING_EVENT));
      await act(async () => {
        hydrateRoot(document.getElementById('root')!, page);
      });
      expect(errors.mock.calls.filter((call) => String(call[0]).includes("didn't match"))).toEqual([]);
      await act(async () => {}); // the mutation observer's microtask, then React's updates

      expect(sent).toEqual([{ email: 'meera@example.com', password: 'correct horse', remember: true, country: 'AE' }]);
      expect(field('E-mail').value).toBe('meera@example.com');
      expect(document.activeElement).toBe(field('E-mail'));
      expect([field('E-mail').selectionStart, field('E-mail').selectionEnd]).toEqual([5, 5]);
      expect(field('Remember me').checked).toBe(true);
    });
  });
});
