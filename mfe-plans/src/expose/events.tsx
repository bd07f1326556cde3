// The Events page (events, templates, groups, group types), mounted by either area from the page table.
export { default } from '../app/events-page';
