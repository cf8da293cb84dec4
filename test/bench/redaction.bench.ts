// How long the one redaction function takes on what pages hand back: an ordinary result at the
// bridge's bound (64 KB), the largest raw text a tool may return (1 MiB), and hostile text built
// to make a scanner backtrack (brackets that never close, word runs, random base64, JSON nested
// in strings). Runs in Node; prints medians; asserts nothing about time.
import { MAX_RESULT_BYTES } from '../../faculties/sdk/bounded-result.ts';
import { MAX_RAW_RESULT_CHARS } from '../../faculties/webmcp/limits.ts';
import { redactData } from '../../faculties/sdk/redaction/data.ts';

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
let seed = 7;
const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32);
const random = (n: number) => Array.from({ length: n }, () => B64[Math.floor(rnd() * 64)]).join('');

function ordinaryResult(bytes: number): unknown {
  const lines = [];
  for (let i = 0; JSON.stringify(lines).length < bytes; i++) {
    lines.push({ lineId: `l-${i}`, sku: `SKU-${i}-BLUE`, name: `Trail shoes model ${i}`, price: 89.9 + i, quantity: i % 5, updatedAt: '2025-03-14T09:26:53.589Z', url: `https://shop.example.com/p/${i}?color=blue`, note: 'Gift wrap: yes, pass to the courier' });
  }
  return { revision: 3, lines };
}

let nested: unknown = { pw: 'x' };
for (let i = 0; i < 12; i++) nested = { level: i, inner: JSON.stringify(nested) };

const CASES: [string, unknown][] = [
  ['ordinary result, 64 KB', ordinaryResult(MAX_RESULT_BYTES)],
  ['ordinary prose, 1 MiB', 'The trail shoes pass every test; see https://shop.example.com/p/1?ref=mail. '.repeat(MAX_RAW_RESULT_CHARS / 76)],
  ['unclosed brackets, 1 MiB', '{['.repeat(MAX_RAW_RESULT_CHARS / 2)],
  ['one-letter words, 1 MiB', 'a '.repeat(MAX_RAW_RESULT_CHARS / 2)],
  ['name: value pairs, 1 MiB', 'token: x, '.repeat(MAX_RAW_RESULT_CHARS / 10)],
  ['random base64, 1 MiB', random(MAX_RAW_RESULT_CHARS)],
  ['JSON nested 12 deep in strings (escapes double per level)', nested],
];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

console.log('| input | median ms | redactions |');
console.log('| --- | ---: | ---: |');
for (const [label, value] of CASES) {
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    count = redactData(value).count;
    times.push(performance.now() - t0);
  }
  console.log(`| ${label} | ${median(times).toFixed(1)} | ${count} |`);
}
