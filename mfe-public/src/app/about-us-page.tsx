import { AboutUs } from '../features/about/about-us';

export function AboutUsPage() {
  return <AboutUs />;
}
