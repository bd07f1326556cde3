// Prayer Requests for both areas: AreaRoutes mounts it with its `area`, inside the area's
// layout and query cache.
export { default } from '../app/prayer-requests-page';
