// The Comments page, mounted by the dashboard and the account area from the page table.
export { default } from '../app/comments-page';
