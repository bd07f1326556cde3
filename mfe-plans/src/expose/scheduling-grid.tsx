// The scheduling grid, mounted by both areas from the page table (no menu entry; the Plans entry is active on it).
export { default } from '../app/scheduling-grid-page';
