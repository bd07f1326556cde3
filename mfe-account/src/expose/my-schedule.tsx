// My Schedule in the account area: AreaRoutes mounts it inside the area's layout and query cache.
export { default } from '../app/my-schedule-page';
