// The grid's own small icons (decorative: the controls carry the labels).
import { type IconProps, IconSvg } from '../Icon/icons.tsx';

/** These icons are 14 px unless told otherwise. */
function Svg(props: IconProps) {
  return <IconSvg size={14} {...props} />;
}

export function SortIcon({ sort, ...props }: IconProps & { sort: 'asc' | 'desc' | false }) {
  return (
    <Svg {...props}>
      <path d="m8 9 4-4 4 4" opacity={sort === 'asc' ? 1 : 0.35} />
      <path d="m16 15-4 4-4-4" opacity={sort === 'desc' ? 1 : 0.35} />
    </Svg>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="5" r="1" />
      <circle cx="12" cy="12" r="1" />
      <circle cx="12" cy="19" r="1" />
    </Svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
    </Svg>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />
    </Svg>
  );
}

export function WidthIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
    </Svg>
  );
}

export function PinStartIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 4v16M20 12H9M13 8l-4 4 4 4" />
    </Svg>
  );
}

export function PinEndIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 4v16M4 12h11M11 8l4 4-4 4" />
    </Svg>
  );
}

export function UnpinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 4v16M20 4v16M8 12h8" />
    </Svg>
  );
}

export function HideIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 5.1A9.8 9.8 0 0 1 12 5c5 0 9 4.5 10 7a13 13 0 0 1-3 4.2M6.6 6.6A13 13 0 0 0 2 12c1 2.5 5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    </Svg>
  );
}

export function ShowIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M2 12c1-2.5 5-7 10-7s9 4.5 10 7c-1 2.5-5 7-10 7S3 14.5 2 12Z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

export function ResetIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
    </Svg>
  );
}

export function ChevronEndIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m9 6 6 6-6 6" />
    </Svg>
  );
}
