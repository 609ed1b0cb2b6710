/** Rows as a plain text table for the console: a header line, then one line a row, columns aligned. */
export function plainTable(rows: readonly Record<string, string>[]): string {
  const columns = Object.keys(rows[0] ?? {});
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))];
  const widths = columns.map((_, index) => Math.max(...lines.map((line) => line[index]!.length)));
  return lines
    .map((line) =>
      line
        .map((cell, index) => cell.padEnd(widths[index]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
