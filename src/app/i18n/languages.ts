// Interface languages (spec §1), each named in its own language.

export const LANGUAGES = [
  { code: 'en', htmlLang: 'en', name: 'English' },
  { code: 'fr', htmlLang: 'fr', name: 'Français' },
  { code: 'es', htmlLang: 'es', name: 'Español' },
  { code: 'it', htmlLang: 'it', name: 'Italiano' },
  { code: 'zh', htmlLang: 'zh-Hans', name: '简体中文' },
  { code: 'ja', htmlLang: 'ja', name: '日本語' },
  { code: 'de', htmlLang: 'de', name: 'Deutsch' },
  { code: 'pt', htmlLang: 'pt-PT', name: 'Português' },
  { code: 'pt_BR', htmlLang: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'ru', htmlLang: 'ru', name: 'Русский' },
  { code: 'ko', htmlLang: 'ko', name: '한국어' },
  { code: 'sk', htmlLang: 'sk', name: 'Slovenčina' },
  { code: 'sl', htmlLang: 'sl', name: 'Slovenščina' },
  { code: 'nl', htmlLang: 'nl', name: 'Nederlands' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

export function htmlLangOf(code: LanguageCode): string {
  return LANGUAGES.find((language) => language.code === code)?.htmlLang ?? code;
}

/** The best supported language for a browser language tag (fr-CA → fr, pt-BR → pt_BR, zh-CN → zh). */
export function matchLanguage(tag: string | undefined): LanguageCode | undefined {
  if (!tag) return undefined;
  const normalised = tag.replace('-', '_');
  if (isLanguageCode(normalised)) return normalised;
  const [base, region] = normalised.split('_');
  if (base === 'pt' && region?.toUpperCase() === 'BR') return 'pt_BR';
  return isLanguageCode(base) ? base : undefined;
}
