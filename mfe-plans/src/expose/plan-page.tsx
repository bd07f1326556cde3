// A service type's plan page, mounted by both areas from the page table (no menu entry).
export { default } from '../app/plan-page';
