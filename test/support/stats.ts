/** Median and p95 of samples in ms, and a table printer for the benchmarks. */
export function summarize(samples: readonly number[]): { n: number; median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { n: sorted.length, median: at(0.5), p95: at(0.95) };
}

export function printTable(headers: readonly string[], rows: readonly (readonly (string | number)[])[]): void {
  const cells = [headers, ...rows].map((r) => r.map((c) => (typeof c === 'number' ? (Number.isInteger(c) ? String(c) : c.toFixed(3)) : c)));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => `| ${r.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(cells[0]!));
  console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
  for (const r of cells.slice(1)) console.log(line(r));
}
