// A message a machine asks its caller to show (a toast) or log; the caller translates it.
export interface Notice {
  level: 'success' | 'danger' | 'warning' | 'info';
  message: string;
}
