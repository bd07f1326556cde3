// Plain functions (no valibot): the public player, the dashboard's preview and the API's check
// read the same rules about what a video link is and how it is shown.

/** Where our own uploads are served from. */
export const OWN_FILES_PREFIX = '/api/files/';

/** A video uploaded to our storage: '/api/files/<uuid>.mp4' or '.webm'. */
export const isUploadedVideoUrl = (url: string) =>
  /^\/api\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp4|webm)$/.test(url);

/** Videos in our own storage play in a <video> element; everything else is an embed. */
export const isOwnVideo = (url: string) => url.startsWith(OWN_FILES_PREFIX);

/** The social networks a video link may point at, by host (subdomains such as www or m included). */
export const VIDEO_LINK_HOSTS = [
  'youtube.com',
  'youtu.be',
  'vimeo.com',
  'facebook.com',
  'fb.watch',
  'instagram.com',
  'tiktok.com',
] as const;

export const VIDEO_LINK_SITES_TEXT = 'YouTube, Vimeo, Facebook, Instagram or TikTok';

/** An https link to a video on one of the networks above. */
export function isSocialVideoLink(url: string): boolean {
  if (!/^https:\/\/\S+$/.test(url)) return false;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return VIDEO_LINK_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** Upright social videos (Facebook videos, Instagram and TikTok reels) get a 415 px frame. */
export const isPortraitEmbed = (url: string) =>
  /facebook\.com\/.*videos|fb\.watch\/|instagram\.com\/reels?\/|tiktok\.com\//i.test(url);

/** The address an iframe can show for the link an editor pasted (a watch page or an embed). */
export function embedUrl(url: string): string {
  const youtube = /(?:youtube\.com\/(?:watch\?v=|shorts\/|live\/)|youtu\.be\/)([\w-]{6,})/i.exec(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = /^https:\/\/(?:www\.)?vimeo\.com\/(\d+)/i.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  if (/(facebook\.com|fb\.watch)\//i.test(url) && !/facebook\.com\/plugins\//i.test(url)) {
    return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false`;
  }
  const instagram = /instagram\.com\/(?:reels?|p|tv)\/([\w-]+)/i.exec(url);
  if (instagram && !/\/embed\/?$/.test(url)) return `https://www.instagram.com/reel/${instagram[1]}/embed`;
  const tiktok = /tiktok\.com\/@[\w.-]+\/video\/(\d+)/i.exec(url);
  if (tiktok) return `https://www.tiktok.com/embed/v2/${tiktok[1]}`;
  return url;
}

/**
 * Where the players of embedded videos (sermons, the live stream) load from: the site's CSP lets
 * frames come from these origins only.
 */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube.com',
  'https://youtube.com',
  'https://player.vimeo.com',
  'https://vimeo.com',
  'https://www.facebook.com',
  'https://www.instagram.com',
  'https://www.tiktok.com',
] as const;

/** A still picture of an embedded video, where the network offers one without an API key. */
export function videoPosterUrl(url: string): string | undefined {
  const youtube = /youtube\.com\/embed\/([\w-]{6,})/i.exec(embedUrl(url));
  return youtube ? `https://i.ytimg.com/vi/${youtube[1]}/hqdefault.jpg` : undefined;
}
