import { BrowserRouter } from '@church/router';
import { AppToaster } from '@church/ui';
import { Layout } from '../components/layout/layout';
import { ModalManager } from './modals/modal-manager';
import { RoutedContent } from './routed-content';

export function App() {
  return (
    <BrowserRouter>
      <Layout>
        <RoutedContent />
      </Layout>
      <ModalManager />
      <AppToaster />
    </BrowserRouter>
  );
}
