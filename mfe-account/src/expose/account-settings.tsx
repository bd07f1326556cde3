// The Account Settings page, mounted by the account area and the dashboard from the page table.
export { default } from '../app/account-settings-page';
