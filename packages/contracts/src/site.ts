import { siteAddress, siteName } from './site-identity';

export { siteAddress, siteName };

/**
 * Who the church is and how to reach it: the one place the footer, the giving dialog, e-mails
 * and receipts read it from.
 */
export const site = {
  name: siteName,
  shortName: 'Cornerstone',
  address: siteAddress,
  phone: '(316) 555-0148',
  email: 'office@cornerstone-church.example',
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/' },
    { name: 'Instagram', url: 'https://www.instagram.com/' },
    { name: 'YouTube', url: 'https://www.youtube.com/' },
    { name: 'X', url: 'https://x.com/' },
  ],
} as const;

export function formatAddress(address: typeof site.address): string {
  return `${address.street}, ${address.city}, ${address.state} ${address.zip}`;
}
