import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'shared-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveRevalidation } from './use-live-revalidation';

// The listener itself (the full Firestore SDK on the local backend) is tested in shared-auth and the
// admin's e2e journeys; here it is a hand that reports changes when the test says so.
const listeners: (() => void)[] = [];
vi.mock('shared-auth', () => ({
  watchChanges: (_target: unknown, onChange: () => void) => {
    listeners.push(onChange);
    return () => listeners.splice(listeners.indexOf(onChange), 1);
  },
}));

afterEach(() => {
  listeners.length = 0;
});

function Orders() {
  useLiveRevalidation([{ collection: 'orders' }]);
  const { reads } = useLoaderData() as { reads: number };
  return <p>Reads: {reads}</p>;
}

/** A route whose loader counts its reads and, once `hold` is set, waits for the test to release it. */
function setup() {
  let reads = 0;
  let hold: { promise: Promise<void>; resolve: () => void } | null = null;
  const router = createMemoryRouter(
    [
      {
        path: '/orders',
        element: <Orders />,
        HydrateFallback: () => null,
        loader: async () => {
          reads++;
          const held = hold;
          if (held) await held.promise;
          return { reads };
        },
      },
    ],
    { initialEntries: ['/orders'] },
  );
  const { unmount } = render(<RouterProvider router={router} />);
  return {
    unmount,
    reads: () => reads,
    holdNextReads: () => {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      hold = { promise, resolve };
    },
    release: () => {
      const held = hold;
      hold = null;
      held?.resolve();
    },
  };
}

const change = () => act(() => listeners.forEach((onChange) => onChange()));

/**
 * The page's first read shown and its listener started. The listener starts in a passive effect,
 * which React may run after the text is on screen (it did on a busy machine): a change reported
 * before it would reach nobody.
 */
async function firstReadShown() {
  expect(await screen.findByText('Reads: 1')).toBeInTheDocument();
  await vi.waitFor(() => expect(listeners).toHaveLength(1));
}

describe('useLiveRevalidation', () => {
  it('reads the route’s data again at the first change, without waiting for more', async () => {
    const page = setup();
    await firstReadShown();
    change();
    // Started within the same turn (no timer lets other changes gather first).
    await act(async () => {});
    expect(page.reads()).toBe(2);
    expect(await screen.findByText('Reads: 2')).toBeInTheDocument();
  });

  it('reads once more after a read that changes arrived during, however many arrived', async () => {
    const page = setup();
    await firstReadShown();
    page.holdNextReads();
    change();
    await vi.waitFor(() => expect(page.reads()).toBe(2));
    change();
    change();
    change();
    // Still one read on its way: the three changes wait for it.
    expect(page.reads()).toBe(2);
    await act(async () => page.release());
    expect(await screen.findByText('Reads: 3')).toBeInTheDocument();
    expect(page.reads()).toBe(3);
  });

  it('stops listening when the page goes', async () => {
    const page = setup();
    await firstReadShown();
    page.unmount();
    expect(listeners).toHaveLength(0);
  });
});
