/** An empty tray with a loupe over it, drawn at the requested height. */
export function EmptyStateImage({ height }: { height: number }) {
  return (
    <svg
      className="loupe-empty-state__image"
      height={height}
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
      data-testid="empty-state-image"
    >
      <ellipse cx="80" cy="108" rx="62" ry="8" fill="var(--loupe-color-bg-subtle)" />
      <path
        d="M30 62 46 30h68l16 32v36a6 6 0 0 1-6 6H36a6 6 0 0 1-6-6Z"
        fill="var(--loupe-color-bg-container)"
        stroke="var(--loupe-color-border-strong)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M30 62h30l6 12h28l6-12h30"
        fill="none"
        stroke="var(--loupe-color-border-strong)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle
        cx="104"
        cy="40"
        r="17"
        fill="var(--loupe-color-primary-bg)"
        stroke="var(--loupe-color-primary)"
        strokeWidth="4"
      />
      <path d="m116 52 14 14" stroke="var(--loupe-color-primary)" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
