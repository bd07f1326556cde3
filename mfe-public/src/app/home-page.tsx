import { WelcomeHero } from '../features/home/welcome-hero';

export function HomePage() {
  return <WelcomeHero />;
}
