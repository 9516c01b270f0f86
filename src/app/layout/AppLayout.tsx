import { Outlet, useSearchParams } from 'react-router';
import { isStandalone } from '../navigation.ts';
import { Navbar } from './Navbar.tsx';

/** The frame of logged-in pages: the navbar (hidden in standalone mode) and the page. */
export function AppLayout() {
  const [params] = useSearchParams();
  const standalone = isStandalone(params.get('standalone'));
  return (
    <div className="loupe-app" data-standalone={standalone || undefined}>
      {!standalone && <Navbar />}
      <main className="loupe-main">
        <Outlet />
      </main>
    </div>
  );
}
