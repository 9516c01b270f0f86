// Full-page navigation (leaves the SPA), e.g. to /logout/ which the server answers with a redirect.
export const fullNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** `standalone` (Superset's display flag: 1, 2, 3, true) hides the navigation. */
export function isStandalone(value: string | null): boolean {
  return value !== null && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

export function loginPath(next: string): string {
  return next === '/' ? '/login/' : `/login/?next=${encodeURIComponent(next)}`;
}
