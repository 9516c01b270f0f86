// The Settings menu's Security entries (Superset's right-hand menu), each shown to users whose
// roles grant its menu_access pair, and the User entries.
export const SECURITY_LINKS = [
  { to: '/users/list/', label: 'nav.listUsers', menu: 'List Users' },
  { to: '/roles/list/', label: 'nav.listRoles', menu: 'List Roles' },
  { to: '/rowlevelsecurity/list/', label: 'nav.rowLevelSecurity', menu: 'Row Level Security' },
] as const;

export const USER_INFO_PATH = '/user_info/';
