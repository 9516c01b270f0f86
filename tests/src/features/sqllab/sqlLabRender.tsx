// Rendering SQL Lab against the MSW handlers for the tools' tests: the app's router at a path,
// the ace editor of the active tab, and recorders of the calls made.
import { act, configure, render, waitFor } from '@testing-library/react';
import type { Ace } from 'ace-builds';
import { http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { server } from '../../../../mocks/node.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { routes } from '../../../../src/app/routes.tsx';
import { ROW_HEIGHT } from '../../../../src/components/DataGrid/gridSizes.ts';
import { createTestServices, signInAsAdmin } from '../../testUtils.tsx';

// SQL Lab mounts ace and runs several calls per step: on a loaded machine 1 s is too short.
configure({ asyncUtilTimeout: 5000 });

export function renderSqlLabAt(path = '/sqllab/') {
  signInAsAdmin();
  const services = createTestServices();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: ROW_HEIGHT.medium }}>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </VirtuosoMockContext.Provider>,
  );
  return { router, services, ...result };
}

/** The mounted ace editor of the active tab (ace's chunk loads slowly the first time). */
export function aceEditor(): Promise<Ace.Editor> {
  return waitFor(
    () => {
      const element = document.querySelector<HTMLElement & { env?: { editor: Ace.Editor } }>(
        '.loupe-sql-editor__ace',
      );
      if (!element?.env) throw new Error('ace not mounted yet');
      return element.env.editor;
    },
    { timeout: 15_000 },
  );
}

export async function setSql(sql: string): Promise<Ace.Editor> {
  const editor = await aceEditor();
  act(() => {
    editor.setValue(sql, 1);
  });
  return editor;
}

/** Records the JSON bodies sent to a POST endpoint; the handlers still answer. */
export function recordPosts(path: string): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
}

/** Replaces navigator.clipboard.writeText; returns what was written. */
export function stubClipboard(): string[] {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (text: string) => {
        written.push(text);
        return Promise.resolve();
      },
    },
  });
  return written;
}
