/** The Loupe mark (a magnifier over a rising line) in the primary colour; decorative. */
export function LoupeMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="7" fill="none" stroke="var(--loupe-color-primary)" strokeWidth="2.6" />
      <path
        d="M6.5 12.5 9 9.5l2 2 2.5-3.5"
        fill="none"
        stroke="var(--loupe-color-primary)"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="m15.2 15.2 6 6" stroke="var(--loupe-color-primary)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
