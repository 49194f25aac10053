import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'shared-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

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
});
