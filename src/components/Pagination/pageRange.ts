/** 'x-y of z' bounds of a page (1-based, inclusive). */
export function pageRange(pageIndex: number, pageSize: number, count: number, shown: number) {
  const from = count === 0 ? 0 : pageIndex * pageSize + 1;
  return { from, to: count === 0 ? 0 : from + shown - 1, total: count };
}
