// The dataset menu of explore's datasource panel (Superset's DatasourceControl): 'Edit dataset'
// opens the Edit Dataset modal, 'Swap dataset' the Swap dataset modal. Explore cannot import
// this feature: the app's route table hands the component to the explore page.
import { useState } from 'react';
import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button/Button.tsx';
import { MoreIcon } from '../../components/DataGrid/gridIcons.tsx';
import { EditDatasetModal } from './EditDatasetModal.tsx';
import { SwapDatasetModal } from './SwapDatasetModal.tsx';
import { useDatasetPermissions } from './useDatasetPermissions.ts';
import './DatasetMenu.css';

export interface DatasetMenuProps {
  datasetId: number;
  /** The chart's dataset was deleted: a 'Swap dataset' button instead of the menu. */
  missing?: boolean;
  /** A dataset was picked in Swap dataset (already fetched and toasted by the modal). */
  onSwapped: (datasetId: number) => void;
  /** The dataset was saved in Edit dataset (columns or metrics may have changed). */
  onEdited: (datasetId: number) => void;
}

type Open = 'edit' | 'swap' | null;

export function DatasetMenu({ datasetId, missing = false, onSwapped, onEdited }: DatasetMenuProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  // 'Edit dataset' only for those who may write datasets (the server checks ownership on save).
  const canEdit = useDatasetPermissions().canWrite;
  const swapModal = (
    <SwapDatasetModal
      show={open === 'swap'}
      onHide={() => setOpen(null)}
      currentDatasourceId={datasetId}
      onDatasourceSave={(dataset) => onSwapped(dataset.id)}
    />
  );
  if (missing)
    return (
      <>
        <Button size="small" onPress={() => setOpen('swap')}>
          {t('datasetMenu.swap')}
        </Button>
        {swapModal}
      </>
    );
  return (
    <>
      <MenuTrigger>
        <AriaButton className="loupe-dataset-menu__trigger" aria-label={t('datasetMenu.menu')}>
          <MoreIcon size={16} />
        </AriaButton>
        <Popover placement="bottom start">
          <Menu className="loupe-dataset-menu__menu" onAction={(key) => setOpen(key as Open)}>
            {canEdit && (
              <MenuItem id="edit" className="loupe-dataset-menu__item">
                {t('datasetMenu.edit')}
              </MenuItem>
            )}
            <MenuItem id="swap" className="loupe-dataset-menu__item">
              {t('datasetMenu.swap')}
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      {open === 'edit' && (
        <EditDatasetModal
          datasetId={datasetId}
          onHide={() => setOpen(null)}
          onSaved={(dataset) => onEdited(dataset.id)}
        />
      )}
      {swapModal}
    </>
  );
}
