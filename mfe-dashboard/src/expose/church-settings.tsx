// The Church Settings page, mounted by the dashboard from the page table.
export { default } from '../app/church-settings-page';
