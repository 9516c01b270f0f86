// Key bindings: per platform, matched against keyboard events, and shown with the platform's
// key names. Pure.
import type { KeyBindings, Platform } from './types.ts';

/** The platform of a browser (navigator.userAgentData.platform, else navigator.platform / userAgent). */
export function detectPlatform(
  nav:
    | { platform?: string; userAgent?: string; userAgentData?: { platform?: string } }
    | undefined = globalThis.navigator as never,
): Platform {
  const name = `${nav?.userAgentData?.platform ?? ''} ${nav?.platform ?? ''} ${nav?.userAgent ?? ''}`;
  if (/mac|iphone|ipad|ipod/i.test(name)) return 'mac';
  if (/win/i.test(name)) return 'windows';
  return 'linux';
}

export function bindingsFor(keys: KeyBindings, platform: Platform): readonly string[] {
  return keys[platform] ?? keys.default;
}

export const MODIFIERS = ['Ctrl', 'Alt', 'Shift', 'Cmd'] as const;
export type Modifier = (typeof MODIFIERS)[number];

export interface ParsedBinding {
  modifiers: ReadonlySet<Modifier>;
  /** The key, as written (`Enter`, `T`, `[`). */
  key: string;
}

/** `Ctrl-Shift-Enter` → {Ctrl, Shift} + Enter; `Ctrl--` is Ctrl + minus. */
export function parseBinding(binding: string): ParsedBinding {
  const parts = binding.split(/-(?=.)/);
  const key = parts.pop()!;
  const modifiers = new Set<Modifier>();
  for (const part of parts) {
    const modifier = MODIFIERS.find((name) => name.toLowerCase() === part.toLowerCase());
    if (!modifier) throw new Error(`Unknown modifier ${part} in ${binding}`);
    modifiers.add(modifier);
  }
  return { modifiers, key };
}

/** One spelling per binding (modifiers in a fixed order, key upper-cased), to compare them. */
export function normalizeBinding(binding: string): string {
  const { modifiers, key } = parseBinding(binding);
  return [...MODIFIERS.filter((modifier) => modifiers.has(modifier)), key.toUpperCase()].join('-');
}

const CODES: Record<string, string> = { '[': 'BracketLeft', ']': 'BracketRight', Enter: 'Enter' };

type KeyEventLike = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>;

/** Whether a key press is the binding: the same modifiers exactly, and the same key or key code. */
export function matchesBinding(binding: string, event: KeyEventLike): boolean {
  const { modifiers, key } = parseBinding(binding);
  if (
    event.ctrlKey !== modifiers.has('Ctrl') ||
    event.altKey !== modifiers.has('Alt') ||
    event.shiftKey !== modifiers.has('Shift') ||
    event.metaKey !== modifiers.has('Cmd')
  ) {
    return false;
  }
  if (event.key.toLowerCase() === key.toLowerCase()) return true;
  const code = CODES[key] ?? (/^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : undefined);
  return code !== undefined && event.code === code;
}

const MAC_NAMES: Record<string, string> = { Ctrl: '⌃', Alt: '⌥', Shift: '⇧', Cmd: '⌘', Enter: '↩' };

/** The keys of a binding as the platform names them: ⌃ ⇧ ↩ on a Mac, Ctrl Shift Enter elsewhere. */
export function bindingKeyNames(binding: string, platform: Platform): string[] {
  const { modifiers, key } = parseBinding(binding);
  const names = [...MODIFIERS.filter((modifier) => modifiers.has(modifier)), key];
  return platform === 'mac' ? names.map((name) => MAC_NAMES[name] ?? name) : names;
}
