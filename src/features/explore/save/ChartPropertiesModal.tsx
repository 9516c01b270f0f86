import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField as AriaTextField, Label, Text, TextArea } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { encodeRison } from '../../../../lib/rison.ts';
import { useApi } from '../../../api/ApiProvider.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { ClientErrorMessage } from '../../../components/ErrorPanel/ClientErrorMessage.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { TextField } from '../../../components/TextField/TextField.tsx';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import { type ChartOwner, ChartOwnersField } from './ChartOwnersField.tsx';
import {
  type ChartPropertiesPayload,
  chartPropertiesPayload,
  isValidCacheTimeout,
} from './chartPropertiesPayload.ts';
import './ChartPropertiesModal.css';

/** The chart's properties explore knows (the explore bootstrap's slice). */
export interface ChartPropertiesSlice {
  slice_id: number;
  slice_name: string;
  description?: string | null;
  cache_timeout?: number | null;
  certified_by?: string | null;
  certification_details?: string | null;
}

export interface ChartPropertiesModalProps {
  slice: ChartPropertiesSlice;
  onHide: () => void;
  /** After the PUT succeeded: the properties sent (explore updates its header with them). */
  onSaved?: (saved: ChartPropertiesPayload & { id: number; ownerRefs: ChartOwner[] }) => void;
}

type OwnerRef = { id?: number; first_name?: string; last_name?: string };

/** 'Edit Chart Properties' (Superset's PropertiesModal): name, description, cache timeout, certification, owners. */
export function ChartPropertiesModal({ slice, onHide, onSaved }: ChartPropertiesModalProps) {
  const { t } = useTranslation();
  const client = useApi();
  const toasts = useToasts();
  const [name, setName] = useState(slice.slice_name);
  const [description, setDescription] = useState(slice.description ?? '');
  const [cacheTimeout, setCacheTimeout] = useState(
    slice.cache_timeout === null || slice.cache_timeout === undefined ? '' : String(slice.cache_timeout),
  );
  const [certifiedBy, setCertifiedBy] = useState(slice.certified_by ?? '');
  const [certificationDetails, setCertificationDetails] = useState(slice.certification_details ?? '');
  const [owners, setOwners] = useState<ChartOwner[] | null>(null);

  // The slice of the bootstrap carries owner ids only: the names come from the chart (as Superset).
  const stored = useQuery({
    queryKey: ['chartProperties', 'owners', slice.slice_id],
    queryFn: async () => {
      const { data } = await client.GET('/api/v1/chart/{pk}', {
        params: {
          path: { pk: slice.slice_id },
          query: {
            q: encodeRison({ select_columns: ['owners.id', 'owners.first_name', 'owners.last_name'] }),
          },
        },
      });
      const refs = ((data?.result as { owners?: OwnerRef[] } | undefined)?.owners ?? []) as OwnerRef[];
      return refs.flatMap((owner) =>
        typeof owner.id === 'number'
          ? [{ id: owner.id, label: `${owner.first_name ?? ''} ${owner.last_name ?? ''}`.trim() }]
          : [],
      );
    },
  });
  const currentOwners = owners ?? stored.data ?? [];

  const save = useMutation({
    mutationFn: async (payload: ChartPropertiesPayload) => {
      await client.PUT('/api/v1/chart/{pk}', { params: { path: { pk: slice.slice_id } }, body: payload });
      return payload;
    },
    onSuccess: (payload) => {
      toasts.addSuccessToast(t('chartProperties.updated'));
      onSaved?.({ ...payload, id: slice.slice_id, ownerRefs: currentOwners });
      onHide();
    },
  });

  const nameMissing = name.trim() === '';
  const timeoutInvalid = !isValidCacheTimeout(cacheTimeout);
  const canSave = !nameMissing && !timeoutInvalid && !save.isPending && !stored.isPending;
  const submit = () =>
    save.mutate(
      chartPropertiesPayload({
        name,
        description,
        cacheTimeout,
        certifiedBy,
        certificationDetails,
        owners: currentOwners,
      }),
    );

  return (
    <Modal
      show
      onHide={onHide}
      title={t('chartProperties.title')}
      footer={
        <>
          <Button onPress={onHide}>{t('modal.cancel')}</Button>
          <Button variant="primary" isDisabled={!canSave} onPress={submit}>
            {t('chartProperties.save')}
          </Button>
        </>
      }
    >
      <div className="loupe-chart-properties">
        {save.isError && <ClientErrorMessage error={save.error} />}
        <h4 className="loupe-chart-properties__section">{t('chartProperties.basic')}</h4>
        <TextField
          label={t('chartProperties.name')}
          value={name}
          onChange={setName}
          isRequired
          {...(nameMissing ? { errorMessage: t('chartProperties.nameRequired') } : {})}
        />
        <AriaTextField className="loupe-field" value={description} onChange={setDescription}>
          <Label className="loupe-field__label">{t('chartProperties.description')}</Label>
          <TextArea className="loupe-field__input loupe-chart-properties__textarea" rows={3} />
          <Text slot="description" className="loupe-field__description">
            {t('chartProperties.descriptionHelp')}
          </Text>
        </AriaTextField>
        <h4 className="loupe-chart-properties__section">{t('chartProperties.configuration')}</h4>
        <TextField
          label={t('chartProperties.cacheTimeout')}
          value={cacheTimeout}
          onChange={setCacheTimeout}
          inputMode="numeric"
          description={t('chartProperties.cacheTimeoutHelp')}
          {...(timeoutInvalid ? { errorMessage: t('chartProperties.cacheTimeoutInteger') } : {})}
        />
        <h4 className="loupe-chart-properties__section">{t('chartProperties.certification')}</h4>
        <TextField
          label={t('chartProperties.certifiedBy')}
          value={certifiedBy}
          onChange={setCertifiedBy}
          description={t('chartProperties.certifiedByHelp')}
        />
        <TextField
          label={t('chartProperties.certificationDetails')}
          value={certificationDetails}
          onChange={setCertificationDetails}
          description={t('chartProperties.certificationDetailsHelp')}
        />
        <h4 className="loupe-chart-properties__section">{t('chartProperties.access')}</h4>
        <ChartOwnersField owners={currentOwners} onChange={setOwners} />
      </div>
    </Modal>
  );
}
