import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isClientError } from '../../api/clientError.ts';
import { useMyRoles } from '../../api/queries.ts';
import { ClientErrorMessage } from '../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';
import { loginPath } from '../navigation.ts';

/** Renders its children for a logged-in user (GET /api/v1/me/roles/); a 401 goes to /login/?next=…. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data, error, isPending } = useMyRoles();
  const location = useLocation();
  if (isClientError(error) && error.status === 401) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  if (isPending) return <Loading fullPage />;
  if (!data) {
    return (
      <div className="loupe-page">
        <ClientErrorMessage error={error} />
      </div>
    );
  }
  return children;
}
