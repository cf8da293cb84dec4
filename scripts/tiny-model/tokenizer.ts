// A byte-level BPE tokenizer in the GPT-2 / Qwen2 style, small enough to train in the generator:
// the 256 byte symbols, merges learnt greedily from a fixed corpus, and added (special) tokens.
// The same code encodes in the Node tests, where it is checked against transformers.js.

/** GPT-2's reversible byte -> printable-unicode map. */
export function bytesToUnicode(): Map<number, string> {
  const bs: number[] = [];
  for (let i = 33; i <= 126; i++) bs.push(i);
  for (let i = 161; i <= 172; i++) bs.push(i);
  for (let i = 174; i <= 255; i++) bs.push(i);
  const cs = [...bs];
  let n = 0;
  for (let b = 0; b < 256; b++) {
    if (!bs.includes(b)) {
      bs.push(b);
      cs.push(256 + n++);
    }
  }
  return new Map(bs.map((b, i) => [b, String.fromCodePoint(cs[i]!)]));
}

const BYTE_TO_CHAR = bytesToUnicode();
const CHAR_TO_BYTE = new Map([...BYTE_TO_CHAR].map(([b, c]) => [c, b]));

/** GPT-2's pre-tokenizer split (the ByteLevel pre-tokenizer with use_regex). */
export const PRETOKENIZE = /'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+/gu;

export function byteLevel(text: string): string {
  return [...new TextEncoder().encode(text)].map((b) => BYTE_TO_CHAR.get(b)!).join('');
}

export function fromByteLevel(symbols: string): string {
  return new TextDecoder().decode(new Uint8Array([...symbols].map((c) => CHAR_TO_BYTE.get(c) ?? 63)));
}

export interface AddedToken {
  id: number;
  content: string;
  special: boolean;
}

export interface TokenizerSpec {
  vocab: Map<string, number>;
  merges: [string, string][];
  added: AddedToken[];
}

/** Learns `count` merges from `corpus`: most frequent adjacent pair first, ties by the pair's text. */
export function trainBpe(corpus: string, count: number): [string, string][] {
  const words = new Map<string, number>();
  for (const piece of corpus.match(PRETOKENIZE) ?? []) {
    const w = byteLevel(piece);
    words.set(w, (words.get(w) ?? 0) + 1);
  }
  const seqs = [...words].map(([w, c]) => ({ syms: [...w], count: c }));
  const merges: [string, string][] = [];
  for (let m = 0; m < count; m++) {
    const pairs = new Map<string, number>();
    for (const { syms, count: c } of seqs) for (let i = 0; i + 1 < syms.length; i++) pairs.set(`${syms[i]}\u0000${syms[i + 1]}`, (pairs.get(`${syms[i]}\u0000${syms[i + 1]}`) ?? 0) + c);
    let best: string | null = null;
    let bestCount = 1; // a pair seen once is not worth a token
    for (const [p, c] of pairs) if (c > bestCount || (c === bestCount && best !== null && p < best)) [best, bestCount] = [p, c];
    if (best === null) break;
    const [a, b] = best.split('\u0000') as [string, string];
    merges.push([a, b]);
    for (const s of seqs) {
      const out: string[] = [];
      for (let i = 0; i < s.syms.length; i++) {
        if (i + 1 < s.syms.length && s.syms[i] === a && s.syms[i + 1] === b) {
          out.push(a + b);
          i++;
        } else out.push(s.syms[i]!);
      }
      s.syms = out;
    }
  }
  return merges;
}

export function buildSpec(merges: [string, string][], specials: { content: string; special: boolean }[]): TokenizerSpec {
  const vocab = new Map<string, number>();
  // Byte symbols in GPT-2 order (printable first), as real byte-level vocabularies have them.
  const ordered = [...BYTE_TO_CHAR.entries()].sort((x, y) => x[1].codePointAt(0)! - y[1].codePointAt(0)!);
  for (const [, ch] of ordered) vocab.set(ch, vocab.size);
  for (const [a, b] of merges) if (!vocab.has(a + b)) vocab.set(a + b, vocab.size);
  const added = specials.map((s) => ({ id: vocab.size + specials.indexOf(s), content: s.content, special: s.special }));
  return { vocab, merges, added };
}

/** Encodes text the way the HF tokenizer does: added tokens split out first, then BPE per piece. */
export class ByteLevelBpe {
  private readonly ranks = new Map<string, number>();
  private readonly idToToken: string[] = [];
  private readonly addedByContent = new Map<string, AddedToken>();
  private readonly addedPattern: RegExp | null;

  constructor(readonly spec: TokenizerSpec) {
    spec.merges.forEach(([a, b], i) => this.ranks.set(`${a} ${b}`, i));
    for (const [t, id] of spec.vocab) this.idToToken[id] = t;
    for (const a of spec.added) {
      this.idToToken[a.id] = a.content;
      this.addedByContent.set(a.content, a);
    }
    const alts = [...spec.added].sort((x, y) => y.content.length - x.content.length).map((a) => a.content.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    this.addedPattern = alts.length ? new RegExp(`(${alts.join('|')})`) : null;
  }

  get vocabSize(): number {
    return this.idToToken.length;
  }

  token(id: number): string | undefined {
    return this.idToToken[id];
  }

  private bpe(word: string): string[] {
    let syms = [...word];
    for (;;) {
      let bestRank = Infinity;
      let bestIdx = -1;
      for (let i = 0; i + 1 < syms.length; i++) {
        const r = this.ranks.get(`${syms[i]} ${syms[i + 1]}`);
        if (r !== undefined && r < bestRank) [bestRank, bestIdx] = [r, i];
      }
      if (bestIdx < 0) return syms;
      const [a, b] = [syms[bestIdx]!, syms[bestIdx + 1]!];
      const out: string[] = [];
      for (let i = 0; i < syms.length; i++) {
        if (i + 1 < syms.length && syms[i] === a && syms[i + 1] === b) {
          out.push(a + b);
          i++;
        } else out.push(syms[i]!);
      }
      syms = out;
    }
  }

  encode(text: string): number[] {
    const ids: number[] = [];
    const parts = this.addedPattern ? text.split(this.addedPattern) : [text];
    for (const part of parts) {
      if (!part) continue;
      const added = this.addedByContent.get(part);
      if (added) {
        ids.push(added.id);
        continue;
      }
      for (const piece of part.match(PRETOKENIZE) ?? []) for (const sym of this.bpe(byteLevel(piece))) ids.push(this.spec.vocab.get(sym)!);
    }
    return ids;
  }

  decode(ids: readonly number[], opts: { skipSpecial?: boolean } = {}): string {
    let out = '';
    let run = '';
    for (const id of ids) {
      const added = this.spec.added.find((a) => a.id === id);
      if (added) {
        out += fromByteLevel(run);
        run = '';
        if (!(opts.skipSpecial && added.special)) out += added.content;
      } else run += this.idToToken[id] ?? '';
    }
    return out + fromByteLevel(run);
  }
}
