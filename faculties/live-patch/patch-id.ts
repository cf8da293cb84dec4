/** A fresh patch id: `lp-` and 16 hex digits. */
export function newPatchId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `lp-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}
