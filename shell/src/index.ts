// The async boundary Module Federation needs: shared modules are negotiated before any of the
// app's own code imports them. Both chunks load in parallel, so the remotes config and the
// page's remote are on their way while React is still loading.
void import('./features/remotes/start-remotes').then(({ startRemotes }) => startRemotes());
void import('./bootstrap');
