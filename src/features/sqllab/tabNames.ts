// Tab names (spec §5 'SQL editor', §4 'SQL editor tabs'). Pure.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The next 'Untitled Query N': N is the largest number among the names following the pattern,
 * plus 1 (1 when there is none). `template` is the (translated) name with `{{number}}` in it.
 */
export function nextUntitledName(names: readonly string[], template: string): string {
  const [before = '', after = ''] = template.split('{{number}}');
  const pattern = new RegExp(`^${escapeRegExp(before)}(\\d+)${escapeRegExp(after)}$`);
  const numbers = names.flatMap((name) => {
    const match = pattern.exec(name);
    return match ? [Number(match[1])] : [];
  });
  const next = numbers.length > 0 ? Math.max(...numbers) + 1 : 1;
  return `${before}${next}${after}`;
}
