import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchPicker, type PickerOption } from './search-picker';

const MEMBERS: PickerOption[] = [
  { id: 'a', name: 'Ada Lovelace', detail: 'ada@example.org' },
  { id: 'g', name: 'Grace Hopper', detail: 'grace@example.org' },
];

/** A page holding the picker: the matches are whatever contains the search, as a server would answer. */
function Page({ error }: { error?: string }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<PickerOption | null>(null);
  // Like a query keeping its last answer while nothing new is asked.
  const [last, setLast] = useState<PickerOption[] | undefined>(undefined);
  const onSearch = (text: string) => {
    setSearch(text);
    if (text) setLast(MEMBERS.filter((member) => member.name.toLowerCase().includes(text.toLowerCase())));
  };
  return (
    <SearchPicker
      label="Find a member"
      subject="the member"
      chosen={chosen}
      onClear={() => setChosen(null)}
      search={search}
      onSearch={onSearch}
      options={last}
      onPick={(id) => setChosen(MEMBERS.find((member) => member.id === id) ?? null)}
      isLoading={false}
      emptyText={(text) => `No member matches “${text}”.`}
      error={error}
    />
  );
}

describe('SearchPicker', () => {
  it('picks a match with the keyboard and offers to change it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.type(screen.getByRole('searchbox', { name: 'Find a member' }), 'grace{Enter}');
    const results = await screen.findByRole('list', { name: 'Find a member: results' });
    expect(results).toHaveTextContent('Grace Hopper grace@example.org');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /Grace Hopper/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByText('Grace Hopper')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Change the member' }));
    expect(screen.getByRole('searchbox', { name: 'Find a member' })).toBeVisible();
  });

  it('says when nothing matches, and shows no old matches once the search is cleared', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const box = screen.getByRole('searchbox', { name: 'Find a member' });
    await user.type(box, 'zed{Enter}');
    expect(await screen.findByText('No member matches “zed”.')).toBeVisible();
    await user.clear(box);
    await user.type(box, 'ada{Enter}');
    expect(await screen.findByRole('button', { name: /Ada Lovelace/ })).toBeVisible();
    await user.type(box, '{Escape}');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText(/No member matches/)).not.toBeInTheDocument();
  });

  it('reads the form’s message out with the search box', () => {
    render(<Page error="Choose the member who gave" />);
    expect(screen.getByRole('searchbox', { name: 'Find a member' })).toHaveAccessibleDescription(
      'Choose the member who gave',
    );
  });
});
