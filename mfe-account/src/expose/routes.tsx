import { AreaRoutes } from '@church/areas';

/** /account/*: the account area's layout around each page of the page table (@church/areas). */
export default function AccountRoutes() {
  return <AreaRoutes area="account" />;
}
