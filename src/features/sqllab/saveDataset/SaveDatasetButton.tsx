import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button/Button.tsx';
import { SaveDatasetModal } from './SaveDatasetModal.tsx';
import type { SaveableDatasource } from './saveableDatasource.ts';

/** Superset's ExploreResultsButton: 'Create Chart' opens the save-dataset modal on the result. */
export function SaveDatasetButton({ datasource }: { datasource: SaveableDatasource }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" onPress={() => setOpen(true)}>
        {t('datasets.save.button')}
      </Button>
      {open && <SaveDatasetModal datasource={datasource} onHide={() => setOpen(false)} />}
    </>
  );
}
