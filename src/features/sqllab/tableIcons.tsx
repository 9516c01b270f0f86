// Icons of the table cards (decorative: the buttons carry the labels).
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Svg({ size = 14, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </Svg>
  );
}

/** Sorted alphabetically (down arrow beside lines of decreasing length). */
export function SortAlphaIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 6h9M4 12h6M4 18h3M17 4v16M14 17l3 3 3-3" />
    </Svg>
  );
}

/** Back to the table's order (numbered lines). */
export function SortOriginalIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M10 6h10M10 12h10M10 18h10M4 6h1M4 12h1M4 18h1" />
    </Svg>
  );
}
