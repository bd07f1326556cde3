import { AboutUs } from '../features/about/about-us';

export default function AboutUsPage() {
  return <AboutUs />;
}
