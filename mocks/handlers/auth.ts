import type { MockAccount } from '../fixtures/users.ts';
import { mockSession } from '../session.ts';

/** The logged-in caller of a request, or undefined for an anonymous one. */
export function callerOf(request: Request): MockAccount | undefined {
  return mockSession.currentAccount(request);
}

/** Reads a JSON or form body into a plain record; undefined when it is neither. */
export async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const type = request.headers.get('Content-Type') ?? '';
  try {
    if (type.includes('application/x-www-form-urlencoded')) {
      return Object.fromEntries(new URLSearchParams(await request.text()));
    }
    const value: unknown = await request.json();
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function isFormPost(request: Request): boolean {
  return (request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded');
}
