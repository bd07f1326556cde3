import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from '@church/router';
import { Layout } from '../components/layout/layout';
import { ModalManager } from '../features/modals/modal-manager';
import { RoutedContent } from './routed-content';

/** Default toast auto-close from the spec; specific toasts pass their own duration. */
const toastDurationMs = 2000;

export function App() {
  return (
    <BrowserRouter>
      <Layout>
        <RoutedContent />
      </Layout>
      <ModalManager />
      <Toaster position="top-right" toastOptions={{ duration: toastDurationMs }} />
    </BrowserRouter>
  );
}
