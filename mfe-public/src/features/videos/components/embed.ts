/** Videos in our own storage play in a <video> element; everything else is an embed. */
export const isOwnVideo = (url: string) => url.startsWith('/api/files/');

/** Upright social videos (Facebook videos, Instagram and TikTok reels) get a 415 px frame. */
export const isPortraitEmbed = (url: string) =>
  /facebook\.com\/.*videos|instagram\.com\/reels?\/|tiktok\.com\//i.test(url);

/** The address an iframe can show for the link an editor pasted (a watch page or an embed). */
export function embedUrl(url: string): string {
  const youtube = /(?:youtube\.com\/(?:watch\?v=|shorts\/|live\/)|youtu\.be\/)([\w-]{6,})/i.exec(url);
  if (youtube) return `https://www.youtube.com/embed/${youtube[1]}`;
  const vimeo = /^https:\/\/(?:www\.)?vimeo\.com\/(\d+)/i.exec(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo[1]}`;
  if (/facebook\.com\//i.test(url) && !/facebook\.com\/plugins\//i.test(url)) {
    return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(url)}&show_text=false`;
  }
  return url;
}
