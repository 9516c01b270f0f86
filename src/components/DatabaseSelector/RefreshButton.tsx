import { Button } from '../Button/Button.tsx';
import { RefreshIcon } from '../Icon/icons.tsx';

/** The force-refresh button next to each select of the picker. */
export function RefreshButton({
  label,
  onPress,
  isDisabled,
}: {
  label: string;
  onPress: () => void;
  isDisabled?: boolean;
}) {
  return (
    <Button
      variant="link"
      size="small"
      className="loupe-database-selector__refresh"
      aria-label={label}
      onPress={onPress}
      isDisabled={isDisabled ?? false}
    >
      <RefreshIcon size={14} />
    </Button>
  );
}
