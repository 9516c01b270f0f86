// The header menus (spec §2 'Data grid', as Superset's grid): the grid menu on the row-number
// header (copy the current data, download CSV, autosize all, unhide, reset columns; 250 px) and
// each column's menu (copy, pin, autosize, hide, unhide; 180 px).
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  Separator,
  SubmenuTrigger,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { Pin } from './columnLayout.ts';
import {
  ChevronEndIcon,
  CopyIcon,
  DownloadIcon,
  HideIcon,
  MoreIcon,
  PinEndIcon,
  PinStartIcon,
  ResetIcon,
  ShowIcon,
  UnpinIcon,
  WidthIcon,
} from './gridIcons.tsx';
import { MENU_WIDTH } from './gridSizes.ts';

export interface HiddenColumn {
  id: string;
  name: string;
}

interface UnhideProps {
  hidden: readonly HiddenColumn[];
  onUnhide: (ids: string[]) => void;
}

function Item({
  id,
  icon,
  children,
  ...props
}: { id: string; icon?: ReactNode; children: ReactNode } & {
  onAction?: () => void;
  isDisabled?: boolean;
}) {
  return (
    <MenuItem id={id} className="loupe-data-grid__menu-item" textValue={String(children)} {...props}>
      <span className="loupe-data-grid__menu-icon">{icon}</span>
      <span className="loupe-data-grid__menu-label">{children}</span>
    </MenuItem>
  );
}

function UnhideSubmenu({ hidden, onUnhide }: UnhideProps) {
  const { t } = useTranslation();
  return (
    <SubmenuTrigger>
      <MenuItem id="unhide" className="loupe-data-grid__menu-item" textValue={t('dataGrid.unhide')}>
        <span className="loupe-data-grid__menu-icon">
          <ShowIcon />
        </span>
        <span className="loupe-data-grid__menu-label">{t('dataGrid.unhide')}</span>
        <ChevronEndIcon />
      </MenuItem>
      <Popover className="loupe-popover loupe-data-grid__menu-popover" offset={-4}>
        <Menu className="loupe-data-grid__menu" aria-label={t('dataGrid.unhide')}>
          {hidden.length > 1 && (
            <MenuItem
              id="all-hidden"
              className="loupe-data-grid__menu-item loupe-data-grid__menu-item--strong"
              onAction={() => onUnhide(hidden.map((column) => column.id))}
            >
              {t('dataGrid.allHidden', { number: hidden.length })}
            </MenuItem>
          )}
          {hidden.map((column) => (
            <MenuItem
              key={column.id}
              id={`show-${column.id}`}
              className="loupe-data-grid__menu-item"
              onAction={() => onUnhide([column.id])}
            >
              {column.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </SubmenuTrigger>
  );
}

function MenuButton({ label, width, children }: { label: string; width: number; children: ReactNode }) {
  return (
    <MenuTrigger>
      <AriaButton className="loupe-data-grid__menu-button" aria-label={label}>
        <MoreIcon />
      </AriaButton>
      <Popover
        placement="bottom end"
        className="loupe-popover loupe-data-grid__menu-popover"
        style={{ width }}
        data-testid="loupe-data-grid-menu"
      >
        {children}
      </Popover>
    </MenuTrigger>
  );
}

export interface GridMenuProps extends UnhideProps {
  onCopyData: () => void;
  onDownloadCsv: () => void;
  onAutosizeAll: () => void;
  onReset: () => void;
}

export function GridMenu({
  onCopyData,
  onDownloadCsv,
  onAutosizeAll,
  onReset,
  hidden,
  onUnhide,
}: GridMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuButton label={t('dataGrid.gridMenu')} width={MENU_WIDTH.main}>
      <Menu className="loupe-data-grid__menu" aria-label={t('dataGrid.gridMenu')}>
        <Item id="copy-data" icon={<CopyIcon />} onAction={onCopyData}>
          {t('dataGrid.copyData')}
        </Item>
        <Item id="download-csv" icon={<DownloadIcon />} onAction={onDownloadCsv}>
          {t('dataGrid.downloadCsv')}
        </Item>
        <Separator className="loupe-data-grid__menu-separator" />
        <Item id="autosize-all" icon={<WidthIcon />} onAction={onAutosizeAll}>
          {t('dataGrid.autosizeAll')}
        </Item>
        {hidden.length > 0 && <UnhideSubmenu hidden={hidden} onUnhide={onUnhide} />}
        <Separator className="loupe-data-grid__menu-separator" />
        <Item id="reset-columns" icon={<ResetIcon />} onAction={onReset}>
          {t('dataGrid.resetColumns')}
        </Item>
      </Menu>
    </MenuButton>
  );
}

export interface ColumnMenuProps extends UnhideProps {
  name: string;
  pinned: Pin;
  canHide: boolean;
  onCopy: () => void;
  onPin: (pin: Pin) => void;
  onAutosize: () => void;
  onHide: () => void;
}

export function ColumnMenu({
  name,
  pinned,
  canHide,
  onCopy,
  onPin,
  onAutosize,
  onHide,
  hidden,
  onUnhide,
}: ColumnMenuProps) {
  const { t } = useTranslation();
  return (
    <MenuButton label={t('dataGrid.columnMenu', { name })} width={MENU_WIDTH.column}>
      <Menu className="loupe-data-grid__menu" aria-label={t('dataGrid.columnMenu', { name })}>
        <Item id="copy" icon={<CopyIcon />} onAction={onCopy}>
          {t('dataGrid.copy')}
        </Item>
        {pinned && (
          <Item id="unpin" icon={<UnpinIcon />} onAction={() => onPin(false)}>
            {t('dataGrid.unpin')}
          </Item>
        )}
        {pinned !== 'start' && (
          <Item id="pin-left" icon={<PinStartIcon />} onAction={() => onPin('start')}>
            {t('dataGrid.pinLeft')}
          </Item>
        )}
        {pinned !== 'end' && (
          <Item id="pin-right" icon={<PinEndIcon />} onAction={() => onPin('end')}>
            {t('dataGrid.pinRight')}
          </Item>
        )}
        <Separator className="loupe-data-grid__menu-separator" />
        <Item id="autosize" icon={<WidthIcon />} onAction={onAutosize}>
          {t('dataGrid.autosizeColumn')}
        </Item>
        <Item id="hide" icon={<HideIcon />} onAction={onHide} isDisabled={!canHide}>
          {t('dataGrid.hideColumn')}
        </Item>
        {hidden.length > 0 && <UnhideSubmenu hidden={hidden} onUnhide={onUnhide} />}
      </Menu>
    </MenuButton>
  );
}
