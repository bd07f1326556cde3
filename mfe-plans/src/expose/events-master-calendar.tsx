// The master calendar, mounted by both areas from the page table.
export { default } from '../app/events-master-calendar-page';
