// Payment Settings for the account area and the dashboard, mounted by AreaRoutes inside the
// area's layout and query cache (it has neither of its own). The same page in both areas.
export { default } from '../app/payment-settings-page';
