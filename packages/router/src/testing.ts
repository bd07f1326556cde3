// Tests render pages in a MemoryRouter. It lives here, not in the shared entry: a shared module
// is never tree-shaken, so every export of `@church/router` is downloaded on the first visit.
// Tests and the apps' test helpers import it; app code never does (it would not be shared).
export { MemoryRouter } from 'react-router-dom';
