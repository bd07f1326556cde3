import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataColumn } from '../data-table/data-column';
import { PagedTable, type PageQueryLike } from './paged-table';
import { RowAction } from './row-action';

interface Fund {
  id: number;
  name: string;
}
const columns: DataColumn<Fund>[] = [{ header: 'Name', cell: (fund) => fund.name }];
const idle = { data: undefined, isError: false, isFetching: false, refetch: jest.fn() };

function renderList(query: PageQueryLike<Fund>, page = 1, onPageChange = jest.fn()) {
  render(
    <PagedTable
      caption="Funds"
      query={query}
      columns={columns}
      getRowId={(fund) => String(fund.id)}
      rowActions={(fund) => <RowAction name={fund.name}>Edit</RowAction>}
      failedText="Failed to get funds"
      emptyText="No funds on this page"
      page={page}
      pageSize={2}
      onPageChange={onPageChange}
      pagesLabel="Fund pages"
      keepOnLastPage
    />,
  );
  return onPageChange;
}

describe('PagedTable', () => {
  it('shows the page with row actions named after their row, and a pager', () => {
    const entities = [
      { id: 1, name: 'Building' },
      { id: 2, name: 'Missions' },
    ];
    renderList({ ...idle, data: { count: 3, entities } });
    expect(screen.getByRole('button', { name: 'Edit Missions' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Fund pages' })).toBeInTheDocument();
  });

  it('shows the failure with a retry only for a page never loaded', async () => {
    const refetch = jest.fn();
    renderList({ ...idle, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to get funds');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('steps back to the last page when the page shown has emptied', () => {
    const onPageChange = renderList({ ...idle, data: { count: 2, entities: [] } }, 2);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });
});
