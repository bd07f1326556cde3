// The Audit Log page, mounted by the dashboard from the page table.
export { default } from '../app/audit-log-page';
