export type PageItem = number | 'gap';

/**
 * The page numbers worth a button: the first, the last and the current one with its
 * neighbours, with a gap where pages are left out (1 … 4 5 6 … 20). A gap only stands
 * in for two or more pages; a single missing page is shown instead.
 */
export function pageRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  const shown = new Set([1, pageCount]);
  for (let number = page - siblings; number <= page + siblings; number += 1) {
    if (number >= 1 && number <= pageCount) shown.add(number);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((number, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && number - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && number - previous > 2) items.push('gap');
    items.push(number);
  });
  return items;
}
