export const HOME_SHORTCUTS = [
  { to: '/sqllab/', title: 'nav.sqlLab', description: 'home.sqlLabDescription' },
  { to: '/chart/list/', title: 'nav.charts', description: 'home.chartsDescription' },
  { to: '/dashboard/list/', title: 'nav.dashboards', description: 'home.dashboardsDescription' },
  { to: '/tablemodelview/list/', title: 'nav.datasets', description: 'home.datasetsDescription' },
  { to: '/databaseview/list/', title: 'nav.databases', description: 'home.databasesDescription' },
  { to: '/savedqueryview/list/', title: 'nav.savedQueries', description: 'home.savedQueriesDescription' },
] as const;
