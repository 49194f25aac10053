import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'shared-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';
import { keepShownOrder } from './shown-order';

interface Row {
  id: string;
  name: string;
  price: number;
}

const rows: Row[] = [
  { id: 'a', name: 'Anklet', price: 1200 },
  { id: 'b', name: 'Bangle', price: 2500 },
  { id: 'c', name: 'Chain', price: 900 },
];

const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', required: true, sortKey: 'name', cell: (row) => row.name },
  { id: 'price', header: 'Price', numeric: true, sortKey: 'price', cell: (row) => `₹${row.price}` },
  { id: 'secret', header: 'Internal code', hiddenByDefault: true, cell: (row) => `code-${row.id}` },
];

function renderTable(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <DataTable
            id="test-table"
            caption="Test rows"
            rows={rows}
            columns={columns}
            getRowId={(row) => row.id}
            rowLabel={(row) => row.name}
            sort={{ key: 'price', direction: 'asc' }}
            sortHref={(key, direction) => `/?sort=${key}.${direction}`}
            bulkActions={(selected) => <span>Acting on {selected.map((row) => row.name).join(', ')}</span>}
            empty={<p>Nothing here.</p>}
            pagination={{ previousHref: null, nextHref: '/?after=c', summary: '3 shown of 9' }}
            {...props}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => window.localStorage.clear());

describe('DataTable', () => {
  it('shows the rows with the sort state and links that sort the other way', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Test rows' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const price = within(table).getByRole('columnheader', { name: /Price/ });
    expect(price).toHaveAttribute('aria-sort', 'ascending');
    expect(within(price).getByRole('link')).toHaveAttribute('href', '/?sort=price.desc');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('navigation', { name: 'Test rows pages' })).toHaveTextContent('3 shown of 9');
    expect(screen.getByRole('link', { name: 'Next →' })).toHaveAttribute('href', '/?after=c');
    expect(screen.queryByRole('link', { name: '← Previous' })).toBeNull();
  });

  it('offers bulk actions for the selected rows, and select-all for the page', async () => {
    const user = userEvent.setup();
    renderTable();
    expect(screen.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('Select rows to act on them');
    await user.click(screen.getByRole('checkbox', { name: 'Select Bangle' }));
    expect(screen.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
    expect(screen.getByText('Acting on Bangle')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('Acting on Anklet, Bangle, Chain')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByRole('group', { name: 'Bulk actions' })).toHaveTextContent('Select rows to act on them');
  });

  it('lets a person choose columns and remembers the choice for the table', async () => {
    const user = userEvent.setup();
    const { unmount } = renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Internal code' })).toBeNull();
    await user.click(screen.getByText('Columns'));
    await user.click(screen.getByRole('checkbox', { name: 'Internal code' }));
    await user.click(screen.getByRole('checkbox', { name: 'Price' }));
    expect(screen.getByRole('columnheader', { name: 'Internal code' })).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: /Price/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    unmount();
    renderTable();
    expect(screen.getByRole('columnheader', { name: 'Internal code' })).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: /Price/ })).toBeNull();
  });

  it('shows the empty state and a load failure instead of a table', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.getByText('Nothing here.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderTable({ error: 'The list could not be loaded.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
  });

  it('keeps the order shown and the selection when the same list is read again; another address starts afresh', async () => {
    const user = userEvent.setup();
    const dawn: Row = { id: 'd', name: 'Doorknocker', price: 400 };
    // What the server answers after Bangle's price changed, sorted by "Updated": Bangle first, and a
    // new row at the top.
    const readAgain: Row[] = [dawn, { id: 'b', name: 'Bangle', price: 2600 }, rows[0] as Row, rows[2] as Row];
    function Harness() {
      const [data, setData] = useState(rows);
      const { search } = useLocation();
      // Another address gets its own answer from the server (a new array, as a loader gives).
      const shown = useMemo(() => (search ? [...readAgain] : data), [search, data]);
      return (
        <>
          <button type="button" onClick={() => setData(readAgain)}>
            Read again
          </button>
          <Link to="/?sort=updatedAt.desc">Sort by updated</Link>
          <DataTable
            id="test-table"
            caption="Test rows"
            rows={shown}
            columns={columns}
            getRowId={(row) => row.id}
            rowLabel={(row) => row.name}
            bulkActions={(selected) => <span>Acting on {selected.map((row) => row.name).join(', ')}</span>}
            empty={<p>Nothing here.</p>}
          />
        </>
      );
    }
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Harness /> }], { initialEntries: ['/'] })} />);
    const names = () =>
      within(screen.getByRole('table', { name: 'Test rows' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    await user.click(screen.getByRole('checkbox', { name: 'Select Bangle' }));
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    expect(names()).toEqual(['Doorknocker₹400', 'Anklet₹1200', 'Bangle₹2600', 'Chain₹900']);
    expect(screen.getByRole('checkbox', { name: 'Select Bangle' })).toBeChecked();
    expect(screen.getByText('Acting on Bangle')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Sort by updated' }));
    expect(names()).toEqual(['Doorknocker₹400', 'Bangle₹2600', 'Anklet₹1200', 'Chain₹900']);
    expect(screen.getByRole('checkbox', { name: 'Select Bangle' })).not.toBeChecked();
  });
});

describe('keepShownOrder', () => {
  it('keeps shown rows in their places, puts new ones where the server does and drops the gone', () => {
    expect(keepShownOrder(['a', 'b', 'c'], ['c', 'a', 'b'])).toEqual(['a', 'b', 'c']);
    expect(keepShownOrder(['a', 'b', 'c'], ['n', 'b', 'a'])).toEqual(['n', 'a', 'b']);
    expect(keepShownOrder(['a', 'b', 'c'], ['x', 'y'])).toEqual(['x', 'y']);
    expect(keepShownOrder([], ['x', 'y'])).toEqual(['x', 'y']);
  });
});
