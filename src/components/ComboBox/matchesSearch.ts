/** Case- and accent-insensitive "contains", as the combo box filters its options. */
export function matchesSearch(label: string, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLocaleLowerCase();
  return fold(label).includes(fold(search.trim()));
}
