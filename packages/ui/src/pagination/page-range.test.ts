import { pageRange } from './page-range';

describe('pageRange', () => {
  it('lists every page of a short list', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageRange(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageRange(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});
