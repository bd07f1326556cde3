// The pledge campaigns page (Campaigns), mounted by either area from the page table.
export { default } from '../app/campaigns-page';
