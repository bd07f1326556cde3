// The Givings History page, mounted by the account area from the page table.
export { default } from '../app/givings-history-page';
