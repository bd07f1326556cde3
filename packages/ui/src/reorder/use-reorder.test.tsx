import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useReorder } from './use-reorder';

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A list that moves at once, or (with `server`) only when the test settles the move. */
function Hymns({ server }: { server?: (settle: (ok: boolean) => void) => void }) {
  const [names, setNames] = useState(['Abide', 'Bless', 'Crown']);
  const reorder = useReorder({
    keys: names,
    onMove: (from, to) => {
      if (!server) return setNames((list) => move(list, from, to));
      return new Promise<void>((resolve, reject) =>
        server((ok) => {
          if (!ok) return reject(new Error('refused'));
          setNames((list) => move(list, from, to));
          resolve();
        }),
      );
    },
    describeMove: (from, to, count) => `${names[from]} moved to position ${to + 1} of ${count}`,
  });
  return (
    <>
      <ol>
        {names.map((name, index) => (
          <li key={name} data-testid={name} {...reorder.dropTargetProps(index)}>
            <span data-testid={`handle ${name}`} {...reorder.dragHandleProps(index)}>
              ⠿
            </span>
            {name}
            <button
              type="button"
              ref={reorder.moveButtonRef(name, 'up')}
              disabled={index === 0}
              onClick={() => reorder.moveBy(index, 'up')}
            >
              Move up {name}
            </button>
            <button
              type="button"
              ref={reorder.moveButtonRef(name, 'down')}
              disabled={index === names.length - 1}
              onClick={() => reorder.moveBy(index, 'down')}
            >
              Move down {name}
            </button>
          </li>
        ))}
      </ol>
      <p role="status">{reorder.announcement}</p>
    </>
  );
}

const order = () => screen.getAllByRole('listitem').map((item) => item.textContent?.match(/⠿([A-Z][a-z]+)/)?.[1]);

it('moves from the keyboard, keeps the focus on the moved item and announces the move', async () => {
  render(<Hymns />);
  screen.getByRole('button', { name: 'Move up Crown' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(order()).toEqual(['Abide', 'Crown', 'Bless']);
  expect(screen.getByRole('status')).toHaveTextContent('Crown moved to position 2 of 3');
  expect(screen.getByRole('button', { name: 'Move up Crown' })).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  expect(order()).toEqual(['Crown', 'Abide', 'Bless']);
  // At the top Move up is disabled: the focus goes to the same item's Move down.
  expect(screen.getByRole('button', { name: 'Move down Crown' })).toHaveFocus();
});

it('moves by dragging one item onto another', () => {
  render(<Hymns />);
  const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
  fireEvent.dragStart(screen.getByTestId('handle Abide'), { dataTransfer });
  const over = createEvent.dragOver(screen.getByTestId('Crown'), { dataTransfer });
  fireEvent(screen.getByTestId('Crown'), over);
  expect(over.defaultPrevented).toBe(true);
  fireEvent.drop(screen.getByTestId('Crown'), { dataTransfer });
  expect(order()).toEqual(['Bless', 'Crown', 'Abide']);
  expect(screen.getByRole('status')).toHaveTextContent('Abide moved to position 3 of 3');
});

it('ignores a drag that did not start on a handle of this list', () => {
  render(<Hymns />);
  const over = createEvent.dragOver(screen.getByTestId('Crown'), { dataTransfer: { dropEffect: '' } });
  fireEvent(screen.getByTestId('Crown'), over);
  expect(over.defaultPrevented).toBe(false);
  fireEvent.drop(screen.getByTestId('Crown'), { dataTransfer: {} });
  expect(order()).toEqual(['Abide', 'Bless', 'Crown']);
});

it('follows an item a server moves later, and forgets a move the server refused', async () => {
  const settles: ((ok: boolean) => void)[] = [];
  render(<Hymns server={(settle) => settles.push(settle)} />);

  screen.getByRole('button', { name: 'Move down Abide' }).focus();
  await userEvent.keyboard('{Enter}');
  // Not moved yet: the focus stays where it was.
  expect(order()).toEqual(['Abide', 'Bless', 'Crown']);
  expect(screen.getByRole('button', { name: 'Move down Abide' })).toHaveFocus();
  await act(async () => settles.shift()?.(true));
  expect(order()).toEqual(['Bless', 'Abide', 'Crown']);
  expect(screen.getByRole('button', { name: 'Move down Abide' })).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  await act(async () => settles.shift()?.(false));
  expect(order()).toEqual(['Bless', 'Abide', 'Crown']);
  expect(screen.getByRole('status')).toHaveTextContent('');
});
