// The reports page (Reports), mounted by either area from the page table.
export { default } from '../app/reports-page';
