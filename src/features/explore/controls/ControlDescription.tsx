// A control's description (Superset's info tooltip next to the label): an (i) button at the
// control's top right whose tooltip, on hover or keyboard focus, reads the description.
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '../../../components/Icon/icons.tsx';

export function ControlDescription({ label, description }: { label: string; description: string }) {
  const { t } = useTranslation();
  return (
    <TooltipTrigger delay={300}>
      <Button className="loupe-explore__describe" aria-label={t('explorePage.controls.describe', { label })}>
        <InfoIcon size={13} />
      </Button>
      <Tooltip className="loupe-explore__tooltip" placement="top" offset={6}>
        {description}
      </Tooltip>
    </TooltipTrigger>
  );
}
