export const paths = {
  videos: '/videos',
  aboutUs: '/about-us',
} as const;
