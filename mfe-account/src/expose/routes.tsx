import { AreaRoutes } from '@church/areas';
import { QueryProvider } from '@church/query';

/** /account/*: the account area's layout around each page of the page table. */
export default function AccountRoutes() {
  return (
    <QueryProvider>
      <AreaRoutes area="account" />
    </QueryProvider>
  );
}
