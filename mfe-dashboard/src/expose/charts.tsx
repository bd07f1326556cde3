// The Statistics page (charts and recent activities), mounted by the dashboard from the page table.
export { default } from '../app/charts-page';
