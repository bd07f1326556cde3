// The async boundary Module Federation needs: shared modules are negotiated before any of the
// app's own code imports them. Both chunks load in parallel, so the remotes config and the
// page's remote are on their way while React is still loading.
// Each import starts in a task of its own: the federation runtime's start, then each chunk's
// shared-module negotiation and script tags, would otherwise make one long task that holds a
// phone's main thread just after the first paint (decision 0053).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => {
    void import('./features/remotes/start-remotes').then(({ startRemotes }) => startRemotes());
    return nextTask();
  })
  .then(() => import('./bootstrap'));
