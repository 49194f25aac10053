import type { Firestore } from 'firebase/firestore/lite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPage, requireDb } from './page-loader';

const db = {} as Firestore;
const empty = { query: 'rings', rows: null };

afterEach(() => vi.restoreAllMocks());

describe('loadPage', () => {
  it('gives the read with no error', async () => {
    expect(await loadPage(db, { what: 'the orders', empty }, async () => ({ query: 'rings', rows: [1, 2] }))).toEqual({
      query: 'rings',
      rows: [1, 2],
      error: null,
    });
  });

  it('renders the empty page with a message when the database cannot be reached, without reading', async () => {
    const read = vi.fn(async () => ({ query: 'rings', rows: [1] }));
    expect(await loadPage(null, { what: 'the orders', empty }, read)).toEqual({
      query: 'rings',
      rows: null,
      error: 'The orders cannot be reached right now. Reload the page in a moment.',
    });
    expect(read).not.toHaveBeenCalled();
  });

  it('renders the empty page with what to try when the read fails, and logs why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = await loadPage(db, { what: 'the orders', empty, failureHint: 'Check the search and dates, or reload the page.' }, async () => {
      throw new Error('index missing');
    });
    expect(page).toEqual({ query: 'rings', rows: null, error: 'The orders could not be loaded. Check the search and dates, or reload the page.' });
    expect(warn).toHaveBeenCalledWith('The orders could not be loaded:', 'index missing');
  });
});

describe('requireDb', () => {
  it('answers 503 naming what cannot be reached', () => {
    expect(requireDb(db, 'the order')).toBe(db);
    let thrown: unknown;
    try {
      requireDb(null, 'the order');
    } catch (error) {
      thrown = error;
    }
    // A loader's thrown data(): the router answers with its status and text.
    expect((thrown as { init?: ResponseInit }).init).toEqual({ status: 503, statusText: 'The order cannot be reached right now.' });
  });
});
