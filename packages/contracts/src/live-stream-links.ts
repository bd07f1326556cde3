// Plain functions (no valibot): the live page, the dashboard's form, the API's check and the
// site's CSP read the same rules about which stream links are taken and how they are played.

/** The query cache's key of GET /api/live-stream; a server-drawn read of the home and sermons pages. */
export const liveStatusReadKey = 'live-stream';

/** The video sites a live stream may be embedded from, by host (subdomains such as www or m included). */
export const LIVE_EMBED_HOSTS = ['youtube.com', 'youtu.be', 'vimeo.com', 'facebook.com', 'fb.watch'] as const;

export type LivePlayer = { kind: 'embed' | 'hls'; src: string };

const hostOf = (url: string): string | undefined => {
  if (!/^https:\/\/\S+$/.test(url)) return undefined;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
};

const isOn = (host: string, site: string) => host === site || host.endsWith(`.${site}`);

/**
 * How a stream link an admin pasted is played: a video site's page becomes its embed address;
 * an https link to an HLS playlist (.m3u8, our own stream) plays in a <video>. Anything else is
 * refused (undefined): a frame from an unknown site is not shown.
 */
export function livePlayer(url: string): LivePlayer | undefined {
  const host = hostOf(url);
  if (!host) return undefined;
  if (/\.m3u8$/i.test(new URL(url).pathname)) return { kind: 'hls', src: url };
  if (!LIVE_EMBED_HOSTS.some((site) => isOn(host, site))) return undefined;
  const embed = (src: string): LivePlayer => ({ kind: 'embed', src });
  const youtubeVideo = /(?:youtube\.com\/(?:watch\?v=|live\/|embed\/)|youtu\.be\/)([\w-]{6,})/i.exec(url);
  if (youtubeVideo && youtubeVideo[1] !== 'live_stream')
    return embed(`https://www.youtube.com/embed/${youtubeVideo[1]}`);
  // A channel's live address plays whatever the channel streams now: the same link every Sunday.
  const channel = /youtube\.com\/(?:channel\/(UC[\w-]+)\/live|embed\/live_stream\?channel=(UC[\w-]+))/i.exec(url);
  if (channel) return embed(`https://www.youtube.com/embed/live_stream?channel=${channel[1] ?? channel[2]}`);
  const vimeoEvent = /vimeo\.com\/event\/(\d+)/i.exec(url);
  if (vimeoEvent) return embed(`https://vimeo.com/event/${vimeoEvent[1]}/embed`);
  const vimeoVideo = /vimeo\.com\/(?:video\/)?(\d+)/i.exec(url);
  if (vimeoVideo) return embed(`https://player.vimeo.com/video/${vimeoVideo[1]}`);
  if (isOn(host, 'fb.watch') || (isOn(host, 'facebook.com') && /\/videos?\/|\/live|watch/i.test(url))) {
    return embed(`https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false`);
  }
  return undefined;
}
