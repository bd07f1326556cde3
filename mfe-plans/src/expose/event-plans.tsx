// The Plans page (service types), mounted by both areas from the page table.
export { default } from '../app/event-plans-page';
