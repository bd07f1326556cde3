import { startRemotes } from './features/remotes/start-remotes';

// Remotes start loading now, in parallel with the app below.
void startRemotes();
// The async boundary Module Federation needs: shared modules are negotiated before any of
// the app's own code imports React.
void import('./bootstrap');
