// The Account Settings page for other apps (the dashboard mounts it for admins).
export { default } from '../features/settings/components/account-settings';
