// The church's name and address on their own: the home page's banner reads only these, and a
// module that imports them does not carry the rest of `site` (phone, e-mail, socials).
export const siteName = 'Cornerstone Community Church';
export const siteAddress = { street: '1200 N Market St', city: 'Wichita', state: 'KS', zip: '67214' } as const;
