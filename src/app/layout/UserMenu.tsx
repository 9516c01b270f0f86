import {
  Button as AriaButton,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  SubmenuTrigger,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasPermission } from '../../api/permissions.ts';
import type { UserWithRoles } from '../../api/queries.ts';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/Icon/icons.tsx';
import { isLanguageCode, LANGUAGES } from '../i18n/languages.ts';
import { useLanguage } from '../i18n/useLanguage.ts';
import { fullNavigation } from '../navigation.ts';
import {
  FAMILY_PRESETS,
  isThemeMode,
  PRESETS,
  THEME_MODES,
  THEME_PRESET_FAMILIES,
} from '../theme/presets.ts';
import { useTheme } from '../theme/ThemeProvider.tsx';
import { SECURITY_LINKS, USER_INFO_PATH } from './settingsLinks.ts';

const MODE_LABELS = {
  default: 'theme.modeDefault',
  dark: 'theme.modeDark',
  system: 'theme.modeSystem',
} as const;

const FAMILY_LABELS = {
  default: 'theme.presetDefault',
  compact: 'theme.presetCompact',
  playful: 'theme.presetPlayful',
} as const;

// Item ids are unique across the whole Theme menu, so each section prefixes its values.
const MODE_ID = 'mode-';
const FAMILY_ID = 'preset-';

function unprefixed(key: unknown, prefix: string): string | undefined {
  return typeof key === 'string' && key.startsWith(prefix) ? key.slice(prefix.length) : undefined;
}

export function displayName(user: Pick<UserWithRoles, 'first_name' | 'last_name' | 'username'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function firstKey(keys: 'all' | Set<unknown>): unknown {
  return keys === 'all' ? undefined : [...keys][0];
}

/**
 * The Settings menu (Superset's right-hand menu): Security (List Users, List Roles, Row Level
 * Security, each for users with its menu_access), the user's language and theme, and User (Info,
 * Logout).
 */
export function UserMenu({ user }: { user: UserWithRoles }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const security = SECURITY_LINKS.filter((link) => hasPermission(user, 'menu_access', link.menu));
  const { language, setLanguage } = useLanguage();
  const { mode, preset, setMode, setPreset } = useTheme();
  const name = displayName(user);

  return (
    <MenuTrigger>
      <AriaButton className="loupe-user-menu__trigger">
        <span className="loupe-user-menu__settings">{t('nav.settings')}</span>
        <span className="loupe-user-menu__avatar" aria-hidden="true">
          {initials(name)}
        </span>
        <span className="loupe-user-menu__name">{name}</span>
        <ChevronDownIcon size={14} />
      </AriaButton>
      <Popover placement="bottom end" className="loupe-popover loupe-menu-popover">
        <Menu className="loupe-menu" aria-label={t('nav.userMenu')}>
          {security.length > 0 && (
            <MenuSection>
              <Header className="loupe-menu__header">{t('nav.security')}</Header>
              {security.map((link) => (
                <MenuItem
                  key={link.to}
                  id={link.to}
                  className="loupe-menu__item"
                  onAction={() => navigate(link.to)}
                >
                  {t(link.label)}
                </MenuItem>
              ))}
            </MenuSection>
          )}
          {security.length > 0 && <Separator className="loupe-menu__separator" />}
          <MenuSection>
            <Header className="loupe-menu__header">{name}</Header>
            <SubmenuTrigger>
              <MenuItem className="loupe-menu__item" textValue={t('nav.language')}>
                <span>{t('nav.language')}</span>
                <ChevronRightIcon size={14} />
              </MenuItem>
              <Popover className="loupe-popover loupe-menu-popover" offset={-4}>
                <Menu
                  className="loupe-menu"
                  aria-label={t('nav.language')}
                  selectionMode="single"
                  disallowEmptySelection
                  selectedKeys={[language]}
                  onSelectionChange={(keys) => {
                    const code = firstKey(keys);
                    if (isLanguageCode(code)) setLanguage(code);
                  }}
                >
                  {LANGUAGES.map((entry) => (
                    <MenuItem
                      key={entry.code}
                      id={entry.code}
                      className="loupe-menu__item"
                      lang={entry.htmlLang}
                    >
                      {entry.name}
                    </MenuItem>
                  ))}
                </Menu>
              </Popover>
            </SubmenuTrigger>
            <SubmenuTrigger>
              <MenuItem className="loupe-menu__item" textValue={t('nav.theme')}>
                <span>{t('nav.theme')}</span>
                <ChevronRightIcon size={14} />
              </MenuItem>
              <Popover className="loupe-popover loupe-menu-popover" offset={-4}>
                <Menu className="loupe-menu" aria-label={t('nav.theme')}>
                  <MenuSection
                    selectionMode="single"
                    disallowEmptySelection
                    selectedKeys={[MODE_ID + mode]}
                    onSelectionChange={(keys) => {
                      const next = unprefixed(firstKey(keys), MODE_ID);
                      if (isThemeMode(next)) setMode(next);
                    }}
                  >
                    <Header className="loupe-menu__header">{t('theme.appearance')}</Header>
                    {THEME_MODES.map((value) => (
                      <MenuItem key={value} id={MODE_ID + value} className="loupe-menu__item">
                        {t(MODE_LABELS[value])}
                      </MenuItem>
                    ))}
                  </MenuSection>
                  <Separator className="loupe-menu__separator" />
                  <MenuSection
                    selectionMode="single"
                    disallowEmptySelection
                    selectedKeys={[FAMILY_ID + PRESETS[preset].family]}
                  >
                    <Header className="loupe-menu__header">{t('theme.style')}</Header>
                    {THEME_PRESET_FAMILIES.map((value) => (
                      // An action, not a selection change: choosing the family already shown
                      // still stores its light preset (it unpins a stored dark preset).
                      <MenuItem
                        key={value}
                        id={FAMILY_ID + value}
                        className="loupe-menu__item"
                        onAction={() => setPreset(FAMILY_PRESETS[value])}
                      >
                        {t(FAMILY_LABELS[value])}
                      </MenuItem>
                    ))}
                  </MenuSection>
                </Menu>
              </Popover>
            </SubmenuTrigger>
          </MenuSection>
          <Separator className="loupe-menu__separator" />
          <MenuSection>
            <Header className="loupe-menu__header">{t('nav.user')}</Header>
            <MenuItem id="info" className="loupe-menu__item" onAction={() => navigate(USER_INFO_PATH)}>
              {t('nav.info')}
            </MenuItem>
            <MenuItem
              id="logout"
              className="loupe-menu__item"
              onAction={() => fullNavigation.assign('/logout/')}
            >
              {t('nav.logout')}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
