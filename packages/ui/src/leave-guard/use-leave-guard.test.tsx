import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Route, Routes } from '@church/router';
import { MemoryRouter } from '@church/router/testing';
import { useLeaveGuard } from './use-leave-guard';

function Editor({ answer }: { answer: () => Promise<boolean> }) {
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, answer);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Type something
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderEditor(answer: () => Promise<boolean>) {
  render(
    <MemoryRouter initialEntries={['/editor']}>
      <Routes>
        <Route path="/editor" element={<Editor answer={answer} />} />
        <Route path="/elsewhere" element={<h1>Elsewhere page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

it('lets a link go at once while nothing is unsaved', async () => {
  const answer = jest.fn(async () => false);
  renderEditor(answer);
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  expect(answer).not.toHaveBeenCalled();
});

it('asks before a link leaves unsaved work: staying keeps the page, leaving follows the link', async () => {
  let leave = false;
  const answer = jest.fn(async () => leave);
  renderEditor(answer);
  await userEvent.click(screen.getByRole('button', { name: 'Type something' }));

  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(answer).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Type something' })).toBeInTheDocument();

  leave = true;
  await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
});

it('asks the browser before a reload or closing the tab loses unsaved work', async () => {
  renderEditor(async () => false);
  const before = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(before);
  expect(before.defaultPrevented).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Type something' }));
  const after = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(after);
  expect(after.defaultPrevented).toBe(true);
});
