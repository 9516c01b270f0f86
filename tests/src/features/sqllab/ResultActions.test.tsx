// The results' 'Download to CSV' and 'Copy to Clipboard' against the MSW handlers, shown for
// can_export_csv on SQLLab (admins pass).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { resultAsTsv } from '../../../../src/features/sqllab/ResultActions.tsx';
import { recordPosts, renderSqlLabAt, setSql, stubClipboard } from './sqlLabRender.tsx';

async function runSales() {
  const runs = recordPosts('/api/v1/sqllab/execute/');
  renderSqlLabAt();
  await setSql('SELECT * FROM sales');
  await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
  await screen.findByText('Rows returned: 3');
  return String(runs[0]?.client_id);
}

describe('Result actions', () => {
  it("links 'Download to CSV' to the query's export, which answers its rows as CSV", async () => {
    const clientId = await runSales();
    const link = screen.getByRole('link', { name: 'Download to CSV' });
    expect(link).toHaveAttribute('href', `/api/v1/sqllab/export/${clientId}/`);
    const response = await fetch(new URL(link.getAttribute('href')!, window.location.origin));
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const [header, ...lines] = (await response.text()).trim().split('\r\n');
    expect(header).toMatch(/^order_id,/);
    expect(lines).toHaveLength(3);
  });

  it("copies the whole result tab-separated with 'Copied to clipboard!'", async () => {
    const written = stubClipboard();
    await runSales();
    await userEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    const lines = written[0]!.split('\n');
    expect(lines[0]!.split('\t')[0]).toBe('order_id');
    expect(lines.filter((line) => line !== '')).toHaveLength(4);
    expect(written[0]).toContain('France');
  });

  it('offers neither to a user without can_export_csv on SQLLab', async () => {
    server.use(
      http.get('/api/v1/me/roles/', () =>
        HttpResponse.json({
          result: { ...ADMIN_USER, roles: { Gamma: [['can_read', 'Query']] }, permissions: {} },
        }),
      ),
    );
    await runSales();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Copy to Clipboard' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Download to CSV' })).toBeNull();
  });

  it('writes a header line, then the rows: nulls empty, objects as JSON, quoted when needed', () => {
    const columns = [
      { name: 'a', type: null, type_generic: null },
      { name: 'b', type: null, type_generic: null },
    ];
    expect(
      resultAsTsv(columns, [
        [1, null],
        ['x\ty', { k: 1 }],
      ]),
    ).toBe('a\tb\n1\t\n"x\ty"\t"{""k"":1}"\n');
  });
});
