import { BackOffice } from '../../features/back-office/BackOffice.tsx';

/** Issue 34: /admin, the back office: its own lazy chunk, never in a merchant's or customer's first route. */
export function AdminRoute() {
  return <BackOffice />;
}

export default AdminRoute;
