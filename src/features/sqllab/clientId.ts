// Query client ids as Superset's SQL Lab makes them: nanoid(11), URL-safe characters.
const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

export const CLIENT_ID_LENGTH = 11;

/** A new random 11-character id (nanoid's alphabet). */
export function newClientId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const bytes = random(new Uint8Array(CLIENT_ID_LENGTH));
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}
