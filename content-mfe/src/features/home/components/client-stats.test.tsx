import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientStats } from './client-stats';

/** A controllable IntersectionObserver: tests decide when and how much the statistics show. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
}

function showAll(ratio: number) {
  for (const observer of FakeIntersectionObserver.instances) {
    if (observer.disconnected) continue;
    const entries = observer.observed.map(
      (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry,
    );
    act(() => observer.callback(entries, observer as unknown as IntersectionObserver));
  }
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const counters = { jewellers: 300, smallBusinesses: 800, years: 15 };
const claims = { jewellersServed: 1000, yearsInBusiness: 15 };
const shown = () => screen.getAllByText(/^\d[\d,]*\+$/).map((element) => element.textContent);

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  mockReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('client statistics counters', () => {
  it('render the final figures on the server, visible and in the accessible text', () => {
    const html = renderToString(<ClientStats counters={counters} claims={claims} brandName="Rajatmaya Silver" />);
    for (const text of ['300+ jewellers restock every month', '800+ small businesses restock every month', '15+ years in business'])
      expect(html).toContain(text);
    expect(html).toContain('>300<!-- -->+</span>');
  });

  it('word the regular buyers as a different fact from every jeweller ever served, both figures from the settings', () => {
    render(<ClientStats counters={{ ...counters, jewellers: 320 }} claims={{ jewellersServed: 1200, yearsInBusiness: 16 }} brandName="Rajatmaya Silver" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our regular buyers' })).toBeInTheDocument();
    expect(screen.getByText(/^Of the more than 1,200 jewellers Rajatmaya Silver has supplied over 16 years, these are the shops/)).toBeInTheDocument();
    expect(screen.getByText('320+ jewellers restock every month')).toBeInTheDocument();
  });

  it('wait at zero until half visible, then reach exactly the targets at 2000 ms in 16 ms steps', () => {
    render(<ClientStats counters={counters} claims={claims} brandName="Rajatmaya Silver" />);
    // The final figures stay in the accessible text while the visible numbers animate.
    expect(screen.getByText('300+ jewellers restock every month')).toHaveClass('visually-hidden');
    expect(shown()).toEqual(['0+', '0+', '0+']);
    expect(FakeIntersectionObserver.instances.every((observer) => observer.options.threshold === 0.5)).toBe(true);

    showAll(0.3);
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toEqual(['0+', '0+', '0+']);

    showAll(0.5);
    act(() => vi.advanceTimersByTime(16));
    expect(shown()).toEqual([String(Math.round(300 * 0.008)) + '+', String(Math.round(800 * 0.008)) + '+', '0+']);
    // At 1000 ms, 62 whole steps (992 ms) have run.
    act(() => vi.advanceTimersByTime(1000 - 16));
    expect(shown()).toEqual(['149+', '397+', '7+']);
    // One step before the end (1984 ms) the larger figures are not there yet…
    act(() => vi.advanceTimersByTime(984));
    const almost = shown().map((text) => Number.parseInt(text ?? '', 10));
    expect(almost[0]).toBeLessThan(300);
    expect(almost[1]).toBeLessThan(800);
    // …and at exactly 2000 ms every counter shows its target.
    act(() => vi.advanceTimersByTime(16));
    expect(shown()).toEqual(['300+', '800+', '15+']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('animate once per page view: scrolling away and back does not restart them', () => {
    render(<ClientStats counters={counters} claims={claims} brandName="Rajatmaya Silver" />);
    showAll(0.6);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual(['300+', '800+', '15+']);
    expect(FakeIntersectionObserver.instances.every((observer) => observer.disconnected)).toBe(true);
    showAll(0);
    showAll(1);
    act(() => vi.advanceTimersByTime(500));
    expect(shown()).toEqual(['300+', '800+', '15+']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('show the final figures at once to people who prefer reduced motion', () => {
    mockReducedMotion(true);
    render(<ClientStats counters={counters} claims={claims} brandName="Rajatmaya Silver" />);
    expect(shown()).toEqual(['300+', '800+', '15+']);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
    act(() => vi.advanceTimersByTime(2000));
    expect(shown()).toEqual(['300+', '800+', '15+']);
  });

  it('show the final figures where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ClientStats counters={counters} claims={claims} brandName="Rajatmaya Silver" />);
    expect(shown()).toEqual(['300+', '800+', '15+']);
  });
});
