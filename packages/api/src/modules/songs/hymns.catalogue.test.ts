import assert from 'node:assert/strict';
import { it } from 'node:test';
import { hymnRows } from './hymns.catalogue';

it('holds at least 150 public-domain hymns, each id once and for good', () => {
  assert.ok(hymnRows.length >= 150, `${hymnRows.length} hymns`);
  // Plan items keep these ids: 1..n in order, so a new hymn can only be appended.
  assert.deepEqual(
    hymnRows.map(([id]) => id),
    hymnRows.map((_, index) => index + 1),
  );
  const titles = hymnRows.map(([, title]) => title.toLowerCase());
  assert.equal(new Set(titles).size, titles.length, 'no hymn twice');
  for (const [id, title, author, composer, year, firstLine] of hymnRows) {
    assert.ok(year < 1929, `${title}: published ${year}, not public domain in the US`);
    assert.ok(title && author && composer && firstLine, `hymn ${id} has every field`);
  }
});
