// The post editor (posts/new, posts/{id}/edit), mounted by both areas from the page table.
export { default } from '../app/post-editor-page';
