import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { FrameRenderer } from '@church/contracts';
import { StaticRouter } from '@church/router/server';
import { Layout } from './components/layout/layout';

// Built as dist/server/render.js (decision 0052); the API puts a remote's page in the slot.

const slotTag = 'church-page';

export const pageSlot: FrameRenderer['pageSlot'] = `<${slotTag}></${slotTag}>`;

/** The header and footer as a visitor who is not signed in first sees them at `path`. */
export const renderFrame: FrameRenderer['renderFrame'] = ({ path }) =>
  renderToString(
    <StaticRouter location={path}>
      <Layout>{createElement(slotTag)}</Layout>
    </StaticRouter>,
  );
