import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DataGrid,
  type DataGridColumn,
  type DataGridProps,
} from '../../../../src/components/DataGrid/DataGrid.tsx';
import { MENU_WIDTH, ROW_HEIGHT } from '../../../../src/components/DataGrid/gridSizes.ts';
import { renderWithProviders } from '../../testUtils.tsx';

const COLUMNS: DataGridColumn[] = [
  { name: 'name', type: 'VARCHAR', type_generic: 1 },
  { name: 'amount', type: 'INTEGER', type_generic: 0 },
  { name: 'active', type: 'BOOLEAN', type_generic: 3 },
  { name: 'payload', type: 'JSON' },
];

const ROWS: unknown[][] = [
  ['beta', 2, true, '{"a":1,"b":[1,2]}'],
  ['alpha', 3, false, null],
  ['gamma', null, null, { nested: { x: 'y' } }],
  ['alpha', 1, true, 'plain text'],
];

/** Virtuoso measures nothing in jsdom: give it a viewport and a row height. */
function withViewport(ui: ReactElement, viewportHeight = 400) {
  return (
    <VirtuosoMockContext.Provider value={{ viewportHeight, itemHeight: ROW_HEIGHT.medium }}>
      {ui}
    </VirtuosoMockContext.Provider>
  );
}

function renderGrid(props: Partial<DataGridProps> = {}) {
  return renderWithProviders(withViewport(<DataGrid columns={COLUMNS} rows={ROWS} {...props} />));
}

function bodyRows(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('tbody tr.loupe-data-grid__row')];
}

/** The texts of one column, top to bottom (column index among the visible data columns). */
function columnTexts(name: string): string[] {
  const headers = [...document.querySelectorAll('thead th')];
  const position = headers.findIndex(
    (th) => th.querySelector('.loupe-data-grid__header-name')?.textContent === name,
  );
  return bodyRows().map((row) => row.children[position]?.textContent ?? '');
}

function cellOf(name: string, row: number): HTMLElement {
  const position = headerNames().indexOf(name) + 1;
  return bodyRows()[row]!.children[position] as HTMLElement;
}

function header(name: string): HTMLElement {
  const th = [...document.querySelectorAll<HTMLElement>('thead th')].find(
    (cell) => cell.querySelector('.loupe-data-grid__header-name')?.textContent === name,
  );
  if (!th) throw new Error(`no header ${name}`);
  return th;
}

function sortButton(name: string): HTMLElement {
  return within(header(name)).getByRole('button', { name: new RegExp(`^${name}`) });
}

function headerNames(): string[] {
  return [...document.querySelectorAll('thead .loupe-data-grid__header-name')].map(
    (node) => node.textContent ?? '',
  );
}

async function openColumnMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name: `Column options: ${name}` }));
  return screen.getByRole('menu', { name: `Column options: ${name}` });
}

async function openGridMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Grid options' }));
  return screen.getByRole('menu', { name: 'Grid options' });
}

let clipboardText: string | null;

function installClipboard() {
  clipboardText = null;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: vi.fn(async (text: string) => {
        clipboardText = text;
      }),
    },
  });
}

/** user-event puts its own clipboard stub on navigator: put ours (or none) back after it. */
function setupUser(clipboard = true) {
  const user = userEvent.setup();
  if (clipboard) installClipboard();
  else removeClipboard();
  return user;
}

function removeClipboard() {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
}

beforeEach(() => installClipboard());
afterEach(() => removeClipboard());

describe('DataGrid', () => {
  it('renders a header row and the rows, with row numbers', () => {
    renderGrid();
    expect(screen.getByRole('table', { name: 'Results' })).toHaveAttribute('aria-rowcount', '5');
    expect(headerNames()).toEqual(['name', 'amount', 'active', 'payload']);
    expect(bodyRows()).toHaveLength(4);
    expect(bodyRows().map((row) => row.firstElementChild?.textContent)).toEqual(['1', '2', '3', '4']);
    expect(columnTexts('name')).toEqual(['beta', 'alpha', 'gamma', 'alpha']);
  });

  it('shows N/A (muted) for null and True / False for booleans; numbers are right-aligned', () => {
    renderGrid();
    expect(columnTexts('active')).toEqual(['True', 'False', 'N/A', 'True']);
    expect(columnTexts('amount')).toEqual(['2', '3', 'N/A', '1']);
    const nulls = screen.getAllByText('N/A');
    expect(nulls.length).toBe(3);
    for (const cell of nulls) expect(cell).toHaveClass('loupe-data-grid__cell--null');
    expect(cellOf('amount', 1)).toHaveClass('loupe-data-grid__cell--number');
    expect(cellOf('name', 1)).not.toHaveClass('loupe-data-grid__cell--number');
  });

  it('translates the labels', () => {
    renderGrid();
    // The default language is English; the labels come from the catalog (see the catalogs test).
    expect(screen.getAllByText('True')).toHaveLength(2);
  });

  it('shows "Invalid date" for an impossible yyyy-mm-dd in a temporal column and formats epochs', () => {
    renderGrid({
      columns: [{ name: 'day', type: 'DATE', type_generic: 2 }],
      rows: [['2024-02-30'], ['2024-02-29'], [Date.UTC(2024, 0, 2, 3, 4, 5)], ['someday']],
    });
    expect(columnTexts('day')).toEqual(['Invalid date', '2024-02-29', '2024-01-02 03:04:05', 'someday']);
  });

  it('truncates long text and gives it a title', () => {
    const long = 'x'.repeat(400);
    renderGrid({ columns: [{ name: 'text', width: 'md' }, { name: 'other' }], rows: [[long, 'short']] });
    const cell = screen.getByText(long);
    expect(cell).toHaveAttribute('title', long);
    expect(screen.getByText('short')).not.toHaveAttribute('title');
  });

  it('cycles the sort none → ascending → descending → none on header clicks, nulls last', () => {
    renderGrid();
    const button = sortButton('amount');
    fireEvent.click(button);
    expect(header('amount')).toHaveAttribute('aria-sort', 'ascending');
    expect(columnTexts('amount')).toEqual(['1', '2', '3', 'N/A']);
    fireEvent.click(sortButton('amount'));
    expect(header('amount')).toHaveAttribute('aria-sort', 'descending');
    expect(columnTexts('amount')).toEqual(['3', '2', '1', 'N/A']);
    fireEvent.click(sortButton('amount'));
    expect(header('amount')).not.toHaveAttribute('aria-sort');
    expect(header('amount')).not.toHaveAttribute('data-sort');
    expect(columnTexts('amount')).toEqual(['2', '3', 'N/A', '1']);
  });

  it('explains multi-sorting in the header title', () => {
    renderGrid();
    expect(sortButton('name')).toHaveAttribute(
      'title',
      'To enable multiple column sorting, hold down the ⇧ Shift key while clicking the column header.',
    );
  });

  it('adds a column to the sort with Shift+click; a plain click sorts on that column alone', () => {
    renderGrid();
    fireEvent.click(sortButton('name'));
    fireEvent.click(sortButton('amount'), { shiftKey: true });
    expect(header('name')).toHaveAttribute('data-sort', 'asc');
    expect(header('amount')).toHaveAttribute('data-sort', 'asc');
    expect(within(header('name')).getByTestId('loupe-data-grid-sort-index')).toHaveTextContent('1');
    expect(within(header('amount')).getByTestId('loupe-data-grid-sort-index')).toHaveTextContent('2');
    expect(columnTexts('name')).toEqual(['alpha', 'alpha', 'beta', 'gamma']);
    expect(columnTexts('amount')).toEqual(['1', '3', '2', 'N/A']);

    fireEvent.click(sortButton('amount'), { shiftKey: true });
    expect(header('amount')).toHaveAttribute('data-sort', 'desc');
    expect(columnTexts('amount')).toEqual(['3', '1', '2', 'N/A']);

    fireEvent.click(sortButton('active'));
    expect(header('active')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('name')).not.toHaveAttribute('data-sort');
    expect(header('amount')).not.toHaveAttribute('data-sort');
    expect(screen.queryByTestId('loupe-data-grid-sort-index')).toBeNull();
  });

  it('pins a column left or right and unpins it from its menu (180 px wide)', async () => {
    const user = setupUser();
    renderGrid();
    let menu = await openColumnMenu(user, 'payload');
    expect(screen.getByTestId('loupe-data-grid-menu')).toHaveStyle({ width: `${MENU_WIDTH.column}px` });
    expect(within(menu).queryByRole('menuitem', { name: 'Unpin' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Pin Left' }));
    expect(headerNames()).toEqual(['payload', 'name', 'amount', 'active']);
    expect(header('payload')).toHaveAttribute('data-pinned', 'start');
    expect(header('payload')).toHaveClass('loupe-data-grid__cell--pinned');

    menu = await openColumnMenu(user, 'payload');
    expect(within(menu).queryByRole('menuitem', { name: 'Pin Left' })).toBeNull();
    await user.click(within(menu).getByRole('menuitem', { name: 'Pin Right' }));
    expect(headerNames()).toEqual(['name', 'amount', 'active', 'payload']);
    expect(header('payload')).toHaveAttribute('data-pinned', 'end');

    menu = await openColumnMenu(user, 'payload');
    await user.click(within(menu).getByRole('menuitem', { name: 'Unpin' }));
    expect(header('payload')).not.toHaveAttribute('data-pinned');
  });

  it('hides a column, lists it under Unhide, and shows it again', async () => {
    const user = setupUser();
    renderGrid();
    let menu = await openColumnMenu(user, 'amount');
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide Column' }));
    expect(headerNames()).toEqual(['name', 'active', 'payload']);
    menu = await openColumnMenu(user, 'active');
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide Column' }));
    expect(headerNames()).toEqual(['name', 'payload']);

    menu = await openGridMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Unhide' }));
    const submenu = screen.getByRole('menu', { name: 'Unhide' });
    expect(
      within(submenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['All 2 hidden columns', 'amount', 'active']);
    await user.click(within(submenu).getByRole('menuitem', { name: 'active' }));
    expect(headerNames()).toEqual(['name', 'active', 'payload']);

    menu = await openColumnMenu(user, 'name');
    await user.click(within(menu).getByRole('menuitem', { name: 'Unhide' }));
    await user.click(
      within(screen.getByRole('menu', { name: 'Unhide' })).getByRole('menuitem', { name: 'amount' }),
    );
    expect(headerNames()).toEqual(['name', 'amount', 'active', 'payload']);
  });

  it('does not hide the last visible column', async () => {
    const user = setupUser();
    renderGrid({ columns: [{ name: 'only' }], rows: [['a']] });
    const menu = await openColumnMenu(user, 'only');
    expect(within(menu).getByRole('menuitem', { name: 'Hide Column' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('resets columns: order, pins, visibility, widths and sort', async () => {
    const user = setupUser();
    renderGrid();
    const widthOf = (name: string) =>
      header(name).closest('table')?.querySelectorAll('col')[headerNames().indexOf(name) + 1]?.style.width;
    const initialWidth = widthOf('name');
    fireEvent.click(sortButton('name'));
    let menu = await openColumnMenu(user, 'active');
    await user.click(within(menu).getByRole('menuitem', { name: 'Pin Left' }));
    menu = await openColumnMenu(user, 'amount');
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide Column' }));
    const resizer = within(header('name')).getByRole('separator', { name: 'Resize column name' });
    fireEvent.keyDown(resizer, { key: 'ArrowRight', shiftKey: true });
    expect(widthOf('name')).not.toBe(initialWidth);
    expect(headerNames()).toEqual(['active', 'name', 'payload']);

    menu = await openGridMenu(user);
    expect(screen.getByTestId('loupe-data-grid-menu')).toHaveStyle({ width: `${MENU_WIDTH.main}px` });
    await user.click(within(menu).getByRole('menuitem', { name: 'Reset columns' }));
    expect(headerNames()).toEqual(['name', 'amount', 'active', 'payload']);
    expect(header('active')).not.toHaveAttribute('data-pinned');
    expect(header('name')).not.toHaveAttribute('data-sort');
    expect(widthOf('name')).toBe(initialWidth);
    expect(columnTexts('name')).toEqual(['beta', 'alpha', 'gamma', 'alpha']);
  });

  it('resizes a column with the arrow keys on its handle, within 25 … 1000 px', () => {
    renderGrid({
      columns: [
        { name: 'a', width: 'sm' },
        { name: 'b', width: 'xxl' },
      ],
      rows: [['x', 'y']],
    });
    const resizer = within(header('a')).getByRole('separator');
    expect(resizer).toHaveAttribute('aria-valuenow', '50');
    fireEvent.keyDown(resizer, { key: 'ArrowLeft' });
    expect(resizer).toHaveAttribute('aria-valuenow', '40');
    fireEvent.keyDown(resizer, { key: 'ArrowLeft', shiftKey: true });
    expect(resizer).toHaveAttribute('aria-valuenow', '25');
    fireEvent.keyDown(resizer, { key: 'ArrowRight' });
    expect(resizer).toHaveAttribute('aria-valuenow', '35');
  });

  it('keeps the last column at least 150 px wide', () => {
    renderGrid({
      columns: [
        { name: 'a', width: 'xs' },
        { name: 'b', width: 'xs' },
      ],
      rows: [['x', 'y']],
    });
    expect(within(header('a')).getByRole('separator')).toHaveAttribute('aria-valuenow', '25');
    expect(within(header('b')).getByRole('separator')).toHaveAttribute('aria-valuenow', '150');
  });

  it('autosizes a column to its content', async () => {
    const user = setupUser();
    renderGrid({
      columns: [{ name: 'a', width: 'xxl' }, { name: 'b' }],
      rows: [
        ['x', 1],
        ['yy', 2],
      ],
    });
    const resizer = within(header('a')).getByRole('separator');
    expect(resizer).toHaveAttribute('aria-valuenow', '200');
    const menu = await openColumnMenu(user, 'a');
    await user.click(within(menu).getByRole('menuitem', { name: 'Autosize Column' }));
    expect(Number(resizer.getAttribute('aria-valuenow'))).toBeLessThan(100);
  });

  it('copies a column (header and values, in display order) with a success toast', async () => {
    const user = setupUser();
    renderGrid();
    fireEvent.click(sortButton('name'));
    const menu = await openColumnMenu(user, 'amount');
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    expect(clipboardText).toBe('amount\n3\n1\n2\n');
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByText('Copied to clipboard!').closest('[data-toast-type]')).toHaveAttribute(
      'data-toast-type',
      'success',
    );
  });

  it('copies the current data as TSV from the grid menu', async () => {
    const user = setupUser();
    renderGrid();
    const menu = await openColumnMenu(user, 'payload');
    await user.click(within(menu).getByRole('menuitem', { name: 'Hide Column' }));
    const gridMenu = await openGridMenu(user);
    await user.click(within(gridMenu).getByRole('menuitem', { name: 'Copy the current data' }));
    expect(clipboardText).toBe(
      ['name\tamount\tactive', 'beta\t2\ttrue', 'alpha\t3\tfalse', 'gamma\t\t', 'alpha\t1\ttrue'].join('\n'),
    );
  });

  it('downloads the visible data as CSV through a Blob', async () => {
    const user = setupUser();
    const created: Blob[] = [];
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:grid';
    });
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('export.csv');
      expect(this.href).toBe('blob:grid');
    });
    try {
      renderGrid({
        columns: [{ name: 'a' }, { name: 'b, c' }],
        rows: [
          ['x "y"', 1],
          [null, 'line\nbreak'],
        ],
      });
      const menu = await openGridMenu(user);
      await user.click(within(menu).getByRole('menuitem', { name: 'Download to CSV' }));
      expect(click).toHaveBeenCalledOnce();
      expect(created).toHaveLength(1);
      expect(created[0]!.type).toBe('text/csv;charset=utf-8');
      expect(await created[0]!.text()).toBe('a,"b, c"\r\n"x ""y""",1\r\n,"line\nbreak"');
    } finally {
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
      click.mockRestore();
    }
  });

  it('opens JSON-like cells in a "Cell content" modal with a copy button', async () => {
    const user = setupUser();
    renderGrid();
    expect(screen.getByText('plain text').tagName).toBe('TD');
    await user.click(screen.getByRole('button', { name: '{"a":1,"b":[1,2]}' }));
    const dialog = screen.getByRole('dialog', { name: 'Cell content' });
    expect(within(dialog).getByTestId('loupe-data-grid-json').textContent).toBe(
      JSON.stringify({ a: 1, b: [1, 2] }, null, 2),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy to clipboard' }));
    expect(clipboardText).toBe(JSON.stringify({ a: 1, b: [1, 2] }, null, 2));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: '{"nested":{"x":"y"}}' }));
    expect(screen.getByTestId('loupe-data-grid-json').textContent).toBe(
      JSON.stringify({ nested: { x: 'y' } }, null, 2),
    );
  });

  it('reports copying as unsupported when the browser cannot copy', async () => {
    const user = setupUser(false);
    renderGrid();
    const menu = await openColumnMenu(user, 'name');
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    const toast = await screen.findByText(
      'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!',
    );
    expect(toast.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'danger');
  });

  it('reports copies through onCopyToast when given', async () => {
    const onCopyToast = vi.fn();
    const user = setupUser();
    renderGrid({ onCopyToast });
    const menu = await openColumnMenu(user, 'name');
    await user.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    expect(onCopyToast).toHaveBeenCalledWith('success', 'Copied to clipboard!');
    expect(screen.queryByText('Copied to clipboard!')).toBeNull();
  });

  it('has 36 px rows (medium) or 28 px rows (small)', () => {
    const { container, unmount } = renderGrid();
    expect(container.querySelector('.loupe-data-grid')).toHaveStyle({
      '--loupe-data-grid-row-height': '36px',
    });
    unmount();
    const small = renderGrid({ size: 'small' });
    expect(small.container.querySelector('.loupe-data-grid')).toHaveStyle({
      '--loupe-data-grid-row-height': '28px',
    });
  });

  it('says so when there are no rows', () => {
    renderGrid({ rows: [] });
    expect(headerNames()).toEqual(['name', 'amount', 'active', 'payload']);
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('renders only the rows in view for 100,000 rows × 10 columns', () => {
    const columns = Array.from({ length: 10 }, (_, index) => ({
      name: `col${index}`,
      type_generic: index % 2 ? 0 : 1,
    }));
    const rows = Array.from({ length: 100_000 }, (_, row) =>
      Array.from({ length: 10 }, (_, column) => (column % 2 ? row * column : `r${row}c${column}`)),
    );
    const started = performance.now();
    renderGrid({ columns, rows, height: 400 });
    const mounted = performance.now() - started;
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '100001');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]!.children[1]).toHaveTextContent('r0c0');
    // Sorting 100,000 rows still renders only a window of them.
    act(() => {
      fireEvent.click(sortButton('col1'));
      fireEvent.click(sortButton('col1'));
    });
    expect(bodyRows()[0]!.children[2]).toHaveTextContent(String(99_999));
    expect(bodyRows().length).toBeLessThan(50);
    // Mount time, for the record (jsdom; the browser is faster): see the test output.
    console.info(`DataGrid: 100,000 × 10 mounted in jsdom in ${Math.round(mounted)} ms`);
  });
});
