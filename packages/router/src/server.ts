// For server renderers only (decision 0052): kept out of the shared browser entry, which
// cannot be tree-shaken, so no visitor downloads it.
export { StaticRouter } from 'react-router-dom';
