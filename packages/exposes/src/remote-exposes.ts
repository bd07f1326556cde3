import type { ComponentType } from 'react';
import { areaPage, modal, routeModule, type ExposeContract } from './expose-kinds';
import type { ModalId } from './modal-ids';

/**
 * Every module each remote exposes, by federation name. The remote's webpack config exposes
 * exactly these (`webpackExposes`), its `src/expose/contract-check.ts` proves each one takes
 * the declared props, and the hosts' tables (the page table, the modal registry) may name only
 * these. Changing a row is a breaking change for one side until the other follows: the
 * typecheck says which. See docs/decisions/0049.
 */
export const remoteExposes = {
  mfe_public: {
    routes: routeModule,
    'prayer-request': modal('prayer-request'),
  },
  mfe_giving: {
    'giving-menu': modal('giving-menu'),
    'payment-settings': areaPage,
  },
  mfe_account: {
    routes: routeModule,
    'account-settings': areaPage,
    'givings-history': areaPage,
    'prayer-requests': areaPage,
    'my-schedule': areaPage,
  },
  mfe_dashboard: {
    routes: routeModule,
    charts: areaPage,
    givings: areaPage,
    campaigns: areaPage,
    'video-settings': areaPage,
    comments: areaPage,
    posts: areaPage,
    'post-editor': areaPage,
    members: areaPage,
    roles: areaPage,
    reports: areaPage,
    'church-settings': areaPage,
    'audit-log': areaPage,
    'sent-emails': areaPage,
  },
  mfe_plans: {
    events: areaPage,
    'event-plans': areaPage,
    'plan-page': areaPage,
    'events-master-calendar': areaPage,
    'scheduling-grid': areaPage,
  },
} as const satisfies Record<string, Record<string, ExposeContract<string, object>>>;

type Contracts = typeof remoteExposes;

/** The remotes the shell can load, by federation name. */
export type RemoteName = keyof Contracts;

export type ExposedName<R extends RemoteName> = keyof Contracts[R] & string;

/** The props the default export of `remote/exposed` takes. */
export type ExposedProps<R extends RemoteName, E extends ExposedName<R>> =
  Contracts[R][E] extends ExposeContract<string, infer Props> ? Props : never;

/**
 * What a remote's build must provide: each declared module, and nothing else, with a default
 * export that works with exactly the declared props (a new required prop is a type error).
 */
export type ProvidedExposes<R extends RemoteName> = {
  [E in ExposedName<R>]: () => Promise<{ default: ComponentType<ExposedProps<R, E>> }>;
};

/** Every exposed module matching `Shape` ({ kind } or { kind, modal }), as the pair a host names. */
type ExposeRefWhere<Shape> = {
  [R in RemoteName]: {
    [E in ExposedName<R>]: Contracts[R][E] extends Shape ? { remote: R; exposed: E } : never;
  }[ExposedName<R>];
}[RemoteName];

/** A module the host may mount as a page of an area (it takes `AreaPageProps`). */
export type AreaPageRef = ExposeRefWhere<{ kind: 'area-page' }>;

/** A module the shell may mount for a URL: a remote's route module. */
export type RouteModuleRef = ExposeRefWhere<{ kind: 'routes' }>;

/** The module that renders modal `Id`, if a remote renders it (never for the shell's own). */
export type ModalRef<Id extends ModalId> = ExposeRefWhere<{ kind: 'modal'; modal: Id }>;

/** The `exposes` of a remote's webpack config: './<name>' from './src/expose/<name>.tsx'. */
export function webpackExposes(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(
    Object.keys(remoteExposes[remote]).map((name) => [`./${name}`, `./src/expose/${name}.tsx`]),
  );
}
