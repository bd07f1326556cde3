import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { pageComponent } from './page-component';

const page = () => pageComponent(async () => ({ default: () => <h1>Sermons</h1> }));

it('draws a preloaded page in its first render, without a fallback in between', async () => {
  const Page = page();
  await Page.preload();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
  // Synchronously: hydrating a page the server drew never meets a spinner.
  expect(screen.getByRole('heading', { name: 'Sermons' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

it('loads a page not preloaded like a lazy one', async () => {
  const Page = page();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Sermons' })).toBeInTheDocument();
});

it('asks for a chunk once more before failing (a failed preload answers the first ask)', async () => {
  let attempts = 0;
  const Page = pageComponent(async () => {
    attempts += 1;
    if (attempts === 1) throw new Error('offline');
    return { default: () => <h1>Posts</h1> };
  });
  await Page.preload();
  expect(attempts).toBe(2);
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Posts' })).toBeInTheDocument();
});

it('loads again after a failed load', async () => {
  let attempts = 0;
  const Page = pageComponent(async () => {
    attempts += 1;
    if (attempts <= 2) throw new Error('offline');
    return { default: () => <h1>Posts</h1> };
  });
  await expect(Page.preload()).rejects.toThrow('offline');
  await Page.preload();
  render(<Page />);
  expect(screen.getByRole('heading', { name: 'Posts' })).toBeInTheDocument();
});
