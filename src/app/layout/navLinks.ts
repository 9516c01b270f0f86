// The navbar's links, in order.
export const NAV_LINKS = [
  { to: '/sqllab/', label: 'nav.sqlLab' },
  { to: '/chart/list/', label: 'nav.charts' },
  { to: '/dashboard/list/', label: 'nav.dashboards' },
  { to: '/tablemodelview/list/', label: 'nav.datasets' },
  { to: '/databaseview/list/', label: 'nav.databases' },
  { to: '/savedqueryview/list/', label: 'nav.savedQueries' },
] as const;
