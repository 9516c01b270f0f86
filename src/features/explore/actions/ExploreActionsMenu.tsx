import { Button as AriaButton, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/ApiProvider.tsx';
import { normalizeThrownError } from '../../../api/normalizeError.ts';
import { copyText } from '../../../components/DataGrid/clipboard.ts';
import { MoreIcon } from '../../../components/DataGrid/gridIcons.tsx';
import { clientErrorText } from '../../../components/ErrorPanel/clientErrorText.ts';
import { useToasts } from '../../../components/Toasts/useToasts.ts';
import type { FormData, QueryContext } from '../../../visualizations/core/types.ts';
import { type DataDownloadFormat, downloadChartData, downloadChartImage } from './chartDownloads.ts';
import './ExploreActionsMenu.css';

export interface ExploreActionsMenuProps {
  formData: FormData;
  /** The chart's query context (the plugin's buildQuery output); downloads need it. */
  queryContext: QueryContext | null;
  sliceName?: string | null;
  /** user_permissions.can_download of the explore bootstrap. */
  canDownload: boolean;
  /** The element drawn as the PNG of 'Download as image'. */
  getChartElement?: () => HTMLElement | null;
  /** URL parameters kept in the permalink. */
  urlParams?: Record<string, string>;
  /** 'View query': explore opens panes/ViewQueryModal. */
  onViewQuery: () => void;
}

/** The explore header's '…' menu (Superset's useExploreAdditionalActionsMenu). */
export function ExploreActionsMenu(props: ExploreActionsMenuProps) {
  const { formData, queryContext, sliceName, canDownload, getChartElement, urlParams, onViewQuery } = props;
  const { t } = useTranslation();
  const client = useApi();
  const toasts = useToasts();

  const failed = (error: unknown) => toasts.addDangerToast(clientErrorText(t, normalizeThrownError(error)));
  const download = (format: DataDownloadFormat) => {
    if (queryContext) downloadChartData(client, queryContext, format, sliceName).catch(failed);
  };
  const image = () => {
    const element = getChartElement?.();
    if (element)
      downloadChartImage(element, sliceName).catch(() =>
        toasts.addDangerToast(t('exploreActions.imageFailed')),
      );
  };
  const permalink = async () => {
    try {
      const { data } = await client.POST('/api/v1/explore/permalink', {
        body: { formData, ...(urlParams ? { urlParams: Object.entries(urlParams) } : {}) },
      });
      if (data && (await copyText(data.url))) toasts.addSuccessToast(t('exploreActions.linkCopied'));
      else toasts.addDangerToast(t('exploreActions.copyFailed'));
    } catch (error) {
      failed(error);
    }
  };
  const actions: Record<string, () => void> = {
    csv: () => download('csv'),
    json: () => download('json'),
    xlsx: () => download('xlsx'),
    image,
    permalink: () => void permalink(),
    viewQuery: onViewQuery,
  };
  const dataReady = queryContext !== null;
  return (
    <MenuTrigger>
      <AriaButton className="loupe-explore-actions__trigger" aria-label={t('exploreActions.menu')}>
        <MoreIcon size={16} />
      </AriaButton>
      <Popover placement="bottom end">
        <Menu className="loupe-explore-actions__menu" onAction={(key) => actions[String(key)]?.()}>
          {canDownload && (
            <>
              <MenuItem id="csv" className="loupe-explore-actions__item" isDisabled={!dataReady}>
                {t('exploreActions.csv')}
              </MenuItem>
              <MenuItem id="json" className="loupe-explore-actions__item" isDisabled={!dataReady}>
                {t('exploreActions.json')}
              </MenuItem>
              <MenuItem id="xlsx" className="loupe-explore-actions__item" isDisabled={!dataReady}>
                {t('exploreActions.xlsx')}
              </MenuItem>
              <MenuItem id="image" className="loupe-explore-actions__item" isDisabled={!getChartElement}>
                {t('exploreActions.image')}
              </MenuItem>
            </>
          )}
          <MenuItem id="permalink" className="loupe-explore-actions__item">
            {t('exploreActions.permalink')}
          </MenuItem>
          <MenuItem id="viewQuery" className="loupe-explore-actions__item" isDisabled={!dataReady}>
            {t('explorePanes.viewQuery')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
