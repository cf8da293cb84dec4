// How long a value is where a budget is checked: characters of its JSON, with `<` and `>`
// counted as the six characters of `\u003c` and `\u003e`, because the Navi's untrusted block
// (kernel/prompt/untrusted-block.ts) writes them that way so page text cannot close the block.

const ANGLE = /[<>]/g;

export function jsonTextChars(json: string): number {
  const angles = json.match(ANGLE);
  return json.length + (angles ? angles.length * 5 : 0);
}

export function jsonChars(value: unknown): number {
  return jsonTextChars(JSON.stringify(value) ?? 'null');
}

/** Characters one outline line adds to the outline's JSON string: itself escaped, and its `\n`. */
export function lineJsonChars(line: string): number {
  return jsonTextChars(JSON.stringify(line)) - 2 + 2;
}
