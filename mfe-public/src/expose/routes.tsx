import { Route, Routes } from '@church/router';
import { NotFound } from '@church/ui';
import { AboutUsPage } from '../app/about-us-page';
import { HomePage } from '../app/home-page';

/** Every public URL this remote serves; the shell mounts it for the paths it owns. */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/home" element={<HomePage />} />
      <Route path="/about-us" element={<AboutUsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
