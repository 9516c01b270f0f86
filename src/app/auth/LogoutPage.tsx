import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/ApiProvider.tsx';
import { Loading } from '../../components/Loading/Loading.tsx';

/**
 * /logout/ inside the SPA. With a server in front, /logout/ never reaches the SPA (the server
 * clears the session and redirects). Without one (npm run dev:mock) it ends the mock session.
 */
export function LogoutPage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    client
      .GET('/logout/', { redirect: 'manual' })
      .catch(() => undefined)
      .finally(() => {
        if (!active) return;
        queryClient.clear();
        navigate('/login/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [client, queryClient, navigate]);
  return <Loading fullPage />;
}
