// The rules of what a video link is and how it is shown live in the contracts, so the public
// player, the dashboard's upload preview and the API's check cannot disagree.
export { embedUrl, isOwnVideo, isPortraitEmbed } from '@church/contracts';
