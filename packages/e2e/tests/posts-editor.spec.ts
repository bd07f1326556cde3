import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, signInAs, tokenOf } from '../src/accounts';
import { expectNoSeriousA11yViolations } from '../src/axe';
import { repoRoot } from '../src/site';

/** Where the pages' screenshots go, to be looked at (not compared). */
const shots = process.env.E2E_SHOTS_DIR ?? 'test-results/posts-editor';
const picture = (name: string) => path.join(repoRoot, 'packages/api/demo/pictures', `${name}.webp`);

async function screenshots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function postCount(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/paginated-posts');
  return ((await response.json()) as { count: number }).count;
}

async function deletePost(request: APIRequestContext, id: number) {
  const token = await tokenOf(request, DEMO.admin);
  await request.delete(`/api/posts/${id}`, { headers: { Authorization: `Bearer ${token}` } });
}

async function fillPost(page: Page, heading: string) {
  await page.getByRole('textbox', { name: 'Heading' }).fill(heading);
  await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Bring a dish to share after the service.');
  await page.getByLabel('Title picture').setInputFiles(picture('community-meal'));
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('textbox', { name: 'Text of item 1' }).fill('Tables go up at noon.');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.getByRole('textbox', { name: 'Text of item 2' }).fill('Dessert comes first this year.');
  await page.getByLabel('Picture of item 2').setInputFiles(picture('choir'));
}

test('the leader writes a post with pictures, lands on its public page, then edits it', async ({ page }) => {
  await signInAs(page, DEMO.leader);
  await page.goto('/account/posts');
  await page.getByRole('link', { name: 'New post' }).click();
  await expect(page).toHaveURL('/account/posts/new');
  // The Posts menu entry stays marked on the editor.
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Posts' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await fillPost(page, 'Harvest Potluck');
  // Item 2 goes first, from the keyboard.
  await page.getByRole('button', { name: 'Move up item 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Text of item 1' })).toHaveValue('Dessert comes first this year.');

  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page).toHaveURL(/\/posts\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  try {
    const article = page.getByRole('article');
    await expect(article.getByRole('heading', { name: 'Harvest Potluck' })).toBeVisible();
    const paragraphs = article.locator('section p');
    await expect(paragraphs).toHaveText(['Dessert comes first this year.', 'Tables go up at noon.']);
    // Both pictures were stored and are served.
    await expect(article.locator('section img')).toHaveCount(1);
    expect(await article.locator('section img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
      0,
    );

    await page.goto(`/account/posts/${id}/edit`);
    const heading = page.getByRole('textbox', { name: 'Heading' });
    await expect(heading).toHaveValue('Harvest Potluck');
    await heading.fill('Harvest Potluck: Thank You');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Post successfully updated!')).toBeVisible();

    // The public page shows the change on a reload.
    await page.goto(`/posts/${id}`);
    await expect(page.getByRole('heading', { name: 'Harvest Potluck: Thank You' })).toBeVisible();
  } finally {
    await deletePost(page.request, id);
  }
});

test('a picture the server refuses stops the post: nothing is created and the form keeps its text', async ({
  page,
}) => {
  await signInAs(page, DEMO.leader);
  const before = await postCount(page.request);
  await page.goto('/account/posts/new');
  await fillPost(page, 'Potluck With A Broken Picture');
  // Not a picture at all, though its name says so: the server reads the bytes and refuses it.
  await page.getByLabel('Picture of item 2').setInputFiles({
    name: 'notes.png',
    mimeType: 'image/png',
    buffer: Buffer.from('just some notes, not a picture'),
  });
  await page.getByRole('button', { name: 'Create post' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Error while uploading media to cloud' })).toBeVisible();
  await expect(page).toHaveURL('/account/posts/new');
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue('Potluck With A Broken Picture');
  await expect(page.getByRole('textbox', { name: 'Text of item 2' })).toHaveValue('Dessert comes first this year.');
  expect(await postCount(page.request)).toBe(before);

  // Leaving now asks first; staying keeps the form.
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Posts' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dialog[open]');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('textbox', { name: 'Heading' })).toHaveValue('Potluck With A Broken Picture');
});

test('a member without Post upload has no Posts page, and the API refuses their writes', async ({ page }) => {
  await signInAs(page, DEMO.member);
  await page.goto('/account/settings');
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Account Settings' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Posts' })).toHaveCount(0);
  await page.goto('/account/posts');
  await expect(page).toHaveURL('/');
  await page.goto('/account/posts/new');
  await expect(page).toHaveURL('/');

  const token = await tokenOf(page.request, DEMO.member);
  const headers = { Authorization: `Bearer ${token}` };
  const post = {
    heading: 'Not allowed',
    text: 'No.',
    titlePictureUrl: '/api/files/x.webp',
    rowPosition: null,
    postItems: [],
  };
  const [first] = ((await (await page.request.get('/api/posts')).json()) as { id: number }[]) ?? [];
  for (const response of [
    await page.request.post('/api/posts', { headers, data: post }),
    await page.request.put(`/api/posts/${first?.id}`, { headers, data: post }),
    await page.request.delete(`/api/posts/${first?.id}`, { headers }),
    await page.request.get(`/api/posts/edit/${first?.id}`, { headers }),
  ]) {
    expect(response.status()).toBe(403);
  }
});

test('screenshots of the posts list and the editor at 1280 and 390 px wide', async ({ page }) => {
  await signInAs(page, DEMO.admin);
  await page.goto('/dashboard/posts');
  await expect(page.getByRole('table', { name: 'Posts' }).locator('tbody tr')).toHaveCount(6);
  await screenshots(page, 'posts-list');

  // An ordinary post asking for row 1: the editor says whose row it takes.
  await page.goto('/dashboard/posts?page=2');
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Heading' })).not.toHaveValue('');
  await page.getByRole('combobox', { name: 'Highlight row on the home page' }).selectOption('1');
  await expect(page.getByText(/Row 1 now shows/)).toBeVisible();
  await screenshots(page, 'post-editor');
});
