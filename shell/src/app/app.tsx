import { BrowserRouter } from '@church/router';
import { SiteFrame } from './site-frame';

export function App() {
  return (
    <BrowserRouter>
      <SiteFrame />
    </BrowserRouter>
  );
}
