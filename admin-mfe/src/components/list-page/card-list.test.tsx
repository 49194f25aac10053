import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'shared-router';
import { describe, expect, it } from 'vitest';
import { useListPage, type ListPageRead } from '../../hooks/use-list-page';
import { readListQuery } from '../../lib/list-query';
import { CardList } from './card-list';

// A list route in miniature: the loader reads the query from the address, as loadList does, and
// "reads" rows from a fixed queue of messages; the page is drawn by useListPage and CardList.
interface Message {
  id: string;
  from: string;
  at: string;
}

const SHAPE = { filters: ['status'] as const, sorts: ['at'] as const, defaultSort: { key: 'at', direction: 'desc' } as const };
const MESSAGES: Message[] = Array.from({ length: 5 }, (_, index) => ({ id: `m${index}`, from: `Sender ${index}`, at: `2026-11-2${5 - index}T10:00:00.000Z` }));

function loader({ request }: { request: Request }) {
  const query = readListQuery(new URL(request.url), SHAPE);
  const older = MESSAGES.filter((message) => !query.after || message.at < query.after);
  const rows = query.filters.status === 'spam' ? [] : older.slice(0, 2);
  return { query, page: { rows, total: MESSAGES.length, nextAfter: older.length > 2 ? (rows.at(-1)?.at ?? null) : null } satisfies ListPageRead };
}

function Inbox() {
  const { query, page } = useLoaderData<ReturnType<typeof loader>>();
  const list = useListPage({ path: '/inbox', query, defaultSort: SHAPE.defaultSort, page, noun: 'messages' });
  return (
    <CardList
      label="Messages"
      rows={page.rows}
      getRowId={(message) => message.id}
      renderRow={(message) => <article aria-label={message.from}>{message.from}</article>}
      empty={<p>No spam.</p>}
      pagination={list.pagination}
    />
  );
}

function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '/inbox', loader, element: <Inbox />, HydrateFallback: () => null }], { initialEntries: [address] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('a card list paged by useListPage', () => {
  it('shows a page of cards with the summary and only the link to older ones on the newest page', async () => {
    renderAt('/inbox');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Sender 0', 'Sender 1']);
    const pager = screen.getByRole('navigation', { name: 'Messages pages' });
    expect(within(pager).getByRole('status')).toHaveTextContent('2 shown of 5');
    expect(within(pager).getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/inbox?after=2026-11-24T10%3A00%3A00.000Z');
    expect(within(pager).queryByRole('link', { name: 'Newest' })).toBeNull();
  });

  it('keeps the filter in the links of an older page and offers the way back to the newest', async () => {
    renderAt('/inbox?status=new&after=2026-11-24T10%3A00%3A00.000Z');
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Sender 2', 'Sender 3']);
    const pager = screen.getByRole('navigation', { name: 'Messages pages' });
    expect(within(pager).getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/inbox?status=new');
    expect(within(pager).getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/inbox?status=new&after=2026-11-22T10%3A00%3A00.000Z');
  });

  it('says so when the page has nothing, without a pager', async () => {
    renderAt('/inbox?status=spam');
    expect(await screen.findByText('No spam.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Messages' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Messages pages' })).toBeNull();
  });
});
