/** The one table `npm run bench` prints: plain text, columns padded to fit. */

export interface Row {
  section: string;
  measurement: string;
  api: string;
  direct: string;
  ratio: string;
  target: string;
  verdict: string;
}

const headings: Row = {
  section: 'Section', measurement: 'Measurement', api: 'Through the API', direct: 'Direct (database)', ratio: 'Ratio',
  target: 'Target', verdict: 'Verdict',
};

export function formatTable(rows: Row[]): string {
  const keys = Object.keys(headings) as (keyof Row)[];
  const width = Object.fromEntries(keys.map((k) => [k, Math.max(headings[k].length, ...rows.map((r) => r[k].length))])) as Record<keyof Row, number>;
  const line = (r: Row) => `| ${keys.map((k) => r[k].padEnd(width[k])).join(' | ')} |`;
  const rule = `|${keys.map((k) => '-'.repeat(width[k] + 2)).join('|')}|`;
  return [line(headings), rule, ...rows.map(line)].join('\n');
}
