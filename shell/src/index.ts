// The async boundary Module Federation needs: shared modules are negotiated before any of
// the app's own code imports React.
void import('./bootstrap');
