import type { ModalId, ModalProps } from './modal-ids';

export type Area = 'account' | 'dashboard';

/** Props every area page receives: which area mounted it (a page may show more to admins). */
export interface AreaPageProps {
  area: Area;
}

/** A route module renders the routes below the paths the shell gives it, and takes no props. */
export type RouteModuleProps = Record<string, never>;

/**
 * The declared shape of one exposed module: how hosts mount it and the props its default
 * export takes. Only the kind (and a modal's id) exist at runtime; `props` is for the types.
 */
export interface ExposeContract<Kind extends string, Props> {
  kind: Kind;
  modal?: ModalId;
  props?: Props;
}

/** Mounted by the shell for the URLs the page table gives the remote. */
export const routeModule: ExposeContract<'routes', RouteModuleProps> = { kind: 'routes' };

/** Mounted by an area (account or dashboard) from the page table, inside its layout. */
export const areaPage: ExposeContract<'area-page', AreaPageProps> = { kind: 'area-page' };

/** Rendered by the shell's modal manager when any app opens the modal `id`. */
export function modal<Id extends ModalId>(id: Id): ExposeContract<'modal', ModalProps<Id>> & { modal: Id } {
  return { kind: 'modal', modal: id };
}
