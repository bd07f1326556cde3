import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { SearchBox } from '../search-box/search-box';
import { Pagination } from './pagination';
import { useListParams } from './use-list-params';

function MembersList({ count }: { count: number }) {
  const { page, skip, take, search, setPage, setSearch } = useListParams({ pageSize: 6 });
  const location = useLocation();
  return (
    <>
      <SearchBox label="Search members" value={search} onSearch={setSearch} />
      <p>
        Rows {skip + 1} to {skip + take} for “{search}”
      </p>
      <output aria-label="Address">{location.search}</output>
      <Pagination page={page} count={count} pageSize={6} onChange={setPage} label="Member pages" />
    </>
  );
}

function renderAt(url: string, count = 20) {
  window.scrollTo = jest.fn();
  render(
    <MemoryRouter initialEntries={[url]}>
      <MembersList count={count} />
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'Address' });

describe('Pagination with useListParams', () => {
  it('reads the page and the search from the URL', () => {
    renderAt('/members?page=2&search=ada');
    expect(screen.getByText('Rows 7 to 12 for “ada”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search members' })).toHaveValue('ada');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('starts on page 1 when the URL has none or nonsense', () => {
    renderAt('/members?page=abc');
    expect(screen.getByText('Rows 1 to 6 for “”')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('moves between pages by number, Next and Previous, keeping the page in the URL', async () => {
    renderAt('/members');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(address()).toHaveTextContent('?page=3');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(address()).toHaveTextContent('?page=4');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(address()).toHaveTextContent('?page=3');
  });

  it('is reachable from the keyboard', async () => {
    renderAt('/members?page=2');
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(address()).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('goes back to page 1 when the search changes', async () => {
    renderAt('/members?page=3');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search members' }), 'grace{Enter}');
    expect(address()).toHaveTextContent('?search=grace');
    expect(screen.getByText('Rows 1 to 6 for “grace”')).toBeInTheDocument();
  });

  it('hides itself when everything fits on one page', () => {
    renderAt('/members', 6);
    expect(screen.queryByRole('navigation', { name: 'Member pages' })).not.toBeInTheDocument();
  });
});
