// The Posts page, mounted by both areas from the page table.
export { default } from '../app/posts-page';
