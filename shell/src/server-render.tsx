import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { siteRoutes } from '@church/areas';
import { setServerSessionHint } from '@church/auth';
import type { FrameRenderer } from '@church/contracts';
import { activateOnServer } from '@church/i18n';
import { provideRemoteModule } from '@church/remotes';
import { StaticRouter } from '@church/router/server';
import { SiteFrame } from './app/site-frame';

// Built as dist/server/render.js (decision 0052); the API puts a remote's page in the slot.

const slotTag = 'church-page';

export const pageSlot: FrameRenderer['pageSlot'] = `<${slotTag}></${slotTag}>`;

// Every page region draws the slot, where the API puts the HTML the remote's renderer drew: the
// same tree the browser renders, so React hydrates it.
const slot = { default: () => createElement(slotTag) };
for (const route of siteRoutes) provideRemoteModule(route.remote, route.exposed, slot);

/** The shell's frame at `path`, for a visitor or (`signedIn`, the browser's hint) a member. */
export const renderFrame: FrameRenderer['renderFrame'] = async ({
  path,
  signedIn = false,
  areaEntry,
  language = 'en',
}) => {
  // Loaded first, then activated and drawn in one go: another request's language cannot come between.
  await activateOnServer(language);
  setServerSessionHint(signedIn ? { areaEntry } : null);
  return renderToString(
    <StaticRouter location={path}>
      <SiteFrame />
    </StaticRouter>,
  );
};
