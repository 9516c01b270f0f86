// Icons of the table cards (decorative: the buttons carry the labels).
import { type IconProps, IconSvg } from '../../components/Icon/icons.tsx';

/** These icons are 14 px unless told otherwise. */
function Svg(props: IconProps) {
  return <IconSvg size={14} {...props} />;
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
