export { Button } from './button';
export { Spinner, FullScreenSpinner } from './spinner';
export { Modal } from './modal';
export { NotFound, notFoundText } from './not-found';
export { ErrorPanel } from './error-panel';
export { TextField } from './text-field';
export { SelectField } from './select-field';
export { Avatar } from './avatar';
export { Dropdown } from './dropdown';
export { AppToaster, toastDurationMs } from './app-toaster';
export { mountStandalone } from './mount-standalone';
export { PhoneField } from './phone-field';
export { TextArea } from './text-area';
export { DataTable, type DataTableProps } from './data-table/data-table';
export type { DataColumn } from './data-table/data-column';
export { Pagination } from './pagination/pagination';
export { useListParams, type ListParams } from './pagination/use-list-params';
export { SearchBox } from './search-box/search-box';
export { SearchPicker, type PickerOption } from './search-picker/search-picker';
export { ConfirmDialog, type ConfirmOptions } from './confirm/confirm-dialog';
export { useConfirm } from './confirm/use-confirm';
export { useLeaveGuard, type LeaveGuard } from './leave-guard/use-leave-guard';
export { useReorder, type MoveDirection, type Reorder } from './reorder/use-reorder';
export { useValibotForm } from './form/use-valibot-form';
export { valibotFormResolver } from './form/valibot-form-resolver';
export { FormTextField } from './form/form-text-field';
export { FormTextArea } from './form/form-text-area';
export { FormSelect } from './form/form-select';
export { FileField } from './file-field/file-field';
export { useUpload, type UploadFn, type UploadState } from './file-field/use-upload';
export { UploadProgress } from './file-field/upload-progress';
export { useUploadQueue, type QueuedUpload, type UploadedFile } from './file-field/use-upload-queue';
export { QueryView, type QueryLike } from './query-view/query-view';
export { StateSelect, type StatesQueryLike } from './state-select/state-select';
export {
  churchDay,
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthAndDay,
  formatTime,
  formatWeekdayAndDay,
} from './format/format-date';
export { churchTimeZone, setServerChurchTimeZone } from './format/church-time-zone';
export {
  addWallMinutes,
  fromWallTime,
  startOfDay,
  todayIn,
  toWallTime,
  type WallTime,
} from './format/church-wall-time';
export { formatMoney, formatNumber } from './format/format-money';
export { CardBrandMark } from './card-brand-mark/card-brand-mark';
export { cardBrandName, isCardBrand } from './card-brand-mark/card-brand-name';
export { StatusBadge, type StatusTone } from './status-badge/status-badge';
export { CardSummary } from './card-brand-mark/card-summary';
export { AuthenticatorSetup } from './two-step/authenticator-setup';
export { RecoveryCodesList } from './two-step/recovery-codes-list';
export { RememberDeviceField } from './two-step/remember-device-field';
export { PagedTable, type PageQueryLike, type PagedTableProps } from './admin-list/paged-table';
export { RowAction } from './admin-list/row-action';
export { giftColumns } from './gift-columns/gift-columns';
export { PaidWith } from './gift-columns/paid-with';
export { LoadMore, type NextPageQueryLike } from './load-more';
export { PledgeForm } from './pledge-form/pledge-form';
export { NameFields } from './form/person-fields/name-fields';
export { PhoneFormField } from './form/person-fields/phone-form-field';
export { AddressFields } from './form/person-fields/address-fields';
export { NewPasswordFields } from './form/person-fields/new-password-fields';
export type { PersonForm, PersonValues } from './form/person-fields/person-form';
export { EnrolCodeForm } from './two-step/enrol-code-form';
export { TwoStepOn } from './two-step/two-step-on';
export { useNearViewport } from './use-near-viewport';
export { useLoadAfterPaint, usePainted } from './use-painted';
