import { AppToaster } from '@church/ui';
import { Layout } from '../components/layout/layout';
import { ModalHost } from './modals/modal-host';
import { RoutedContent } from './routed-content';

/** Everything the shell draws inside its router: the browser's and the server's (0052) alike. */
export function SiteFrame() {
  return (
    <>
      <Layout>
        <RoutedContent />
      </Layout>
      <ModalHost />
      <AppToaster />
    </>
  );
}
