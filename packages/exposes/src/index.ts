// The contract between the shell and the remotes (docs/decisions/0049): what each remote
// exposes, the props each exposed module takes, and the modal ids with their props. Types for
// both sides' typecheck, plus the names each remote's webpack config exposes.
export {
  remoteExposes,
  webpackExposes,
  type RemoteName,
  type ExposedName,
  type ExposedProps,
  type ProvidedExposes,
  type AreaPageRef,
  type RouteModuleRef,
  type ModalRef,
} from './remote-exposes';
export { type Area, type AreaPageProps, type RouteModuleProps, type ExposeContract } from './expose-kinds';
export { type ModalId, type ModalOpenProps, type ModalProps } from './modal-ids';
