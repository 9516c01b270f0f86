// The route table: the only place app/ wires features in.
import type { RouteObject } from 'react-router';
import { ChartListPage } from '../features/charts/ChartListPage.tsx';
import { DatabaseListPage } from '../features/databases/DatabaseListPage.tsx';
import { AddDatasetPage } from '../features/datasets/AddDatasetPage.tsx';
import { DatasetListPage } from '../features/datasets/DatasetListPage.tsx';
import { DatasetMenu } from '../features/datasets/DatasetMenu.tsx';
import { EditDatasetModal } from '../features/datasets/EditDatasetModal.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import { HomePage } from '../features/home/HomePage.tsx';
import { LoginPage } from '../features/login/LoginPage.tsx';
import { SavedQueryListPage } from '../features/savedQueries/SavedQueryListPage.tsx';
import { UserInfoPage } from '../features/security/info/UserInfoPage.tsx';
import { RlsListPage } from '../features/security/rls/RlsListPage.tsx';
import { RoleListPage } from '../features/security/roles/RoleListPage.tsx';
import { UserListPage } from '../features/security/users/UserListPage.tsx';
import { PermalinkPage } from '../features/sqllab/PermalinkPage.tsx';
import { SqlLabPage } from '../features/sqllab/SqlLabPage.tsx';
import { LogoutPage } from './auth/LogoutPage.tsx';
import { RequireAuth } from './auth/RequireAuth.tsx';
import { AppLayout } from './layout/AppLayout.tsx';
import { NotAvailablePage } from './NotAvailablePage.tsx';
import { RouteErrorPage } from './RouteErrorPage.tsx';

// Explore gets the datasets feature's dataset menu (Edit / Swap dataset) through its slot.
const exploreRoute = ({ ExplorePage }: typeof import('../features/explore/ExplorePage.tsx')) => ({
  element: <ExplorePage datasetMenu={DatasetMenu} />,
});

export const routes: RouteObject[] = [
  { path: '/login/', element: <LoginPage />, errorElement: <RouteErrorPage /> },
  { path: '/logout/', element: <LogoutPage />, errorElement: <RouteErrorPage /> },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/sqllab/', element: <SqlLabPage /> },
      { path: '/sqllab/p/:key', element: <PermalinkPage /> },
      { path: '/explore/', lazy: () => import('../features/explore/ExplorePage.tsx').then(exploreRoute) },
      {
        path: '/explore/p/:key/',
        lazy: () => import('../features/explore/ExplorePage.tsx').then(exploreRoute),
      },
      { path: '/superset/dashboard/:idOrSlug/', element: <NotAvailablePage page="dashboard" /> },
      { path: '/chart/list/', element: <ChartListPage /> },
      {
        path: '/chart/add/',
        lazy: () =>
          import('../features/charts/ChartCreationPage.tsx').then((module) => ({
            Component: module.ChartCreationPage,
          })),
      },
      { path: '/dashboard/list/', element: <NotAvailablePage page="dashboardList" /> },
      { path: '/savedqueryview/list/', element: <SavedQueryListPage /> },
      { path: '/databaseview/list/', element: <DatabaseListPage /> },
      { path: '/tablemodelview/list/', element: <DatasetListPage editModal={EditDatasetModal} /> },
      { path: '/dataset/add/', element: <AddDatasetPage /> },
      { path: '/users/list/', element: <UserListPage /> },
      { path: '/roles/list/', element: <RoleListPage /> },
      { path: '/rowlevelsecurity/list/', element: <RlsListPage /> },
      { path: '/user_info/', element: <UserInfoPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
