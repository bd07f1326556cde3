// The gifts page (Givings History, Givings Settings), mounted by either area from the page table.
export { default } from '../app/givings-page';
