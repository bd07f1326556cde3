import { publicPath } from '@church/areas';

/** Every URL this remote builds that leads out of the dashboard, from the site table. */
export const paths = {
  /** A video's public page (mfe-public), where its comments are shown. */
  publicVideo: (id: number) => publicPath('video', { id }),
  /** A post's public page (mfe-public): where a new post opens once created (spec section 2). */
  publicPost: (id: number) => publicPath('post', { id }),
  /** The public list of videos (mfe-public). */
  publicVideos: publicPath('videos'),
  /** The public events calendar (mfe-public); an event has no page of its own. */
  publicEvents: publicPath('events'),
  /** A pledge campaign's public page (mfe-public), where members pledge. */
  publicCampaign: (id: number) => publicPath('campaign', { id }),
};
