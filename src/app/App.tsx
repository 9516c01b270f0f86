import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders, createAppServices } from './AppProviders.tsx';
import { routes } from './routes.tsx';

export function App() {
  const [services] = useState(createAppServices);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
