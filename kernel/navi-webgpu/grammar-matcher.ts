// The tool grammar as xgrammar sees it, and the token mask applied at each decoding step. Runs in
// the model worker (and in Node for the tests): no DOM, no transformers.js.
import type { CompiledGrammar, GrammarCompiler, GrammarMatcher, TokenizerInfo } from '@mlc-ai/web-xgrammar';
import { anyCallSchema, TOOL_CALL_CLOSE, TOOL_CALL_OPEN, type CallSchema } from '../tool-grammar.ts';
import type { Xgrammar } from './xgrammar.ts';

/** `auto`: a plain answer, or one tool call; `call`: exactly one tool call. */
export type GrammarMode = 'auto' | 'call';

export interface VocabInfo {
  /** Token strings by id, as stored in tokenizer.json (byte-level symbols for byte-level BPE). */
  tokens: string[];
  vocabType: 'byte_level' | 'byte_fallback' | 'raw';
  /** The model's logits width (may exceed the tokenizer's size). */
  vocabSize: number;
  stopTokenIds: number[];
}

/** Reads what xgrammar needs from a tokenizer.json. */
export function vocabFromTokenizerJson(tokenizerJson: unknown, vocabSize: number, stopTokenIds: number[]): VocabInfo {
  const t = tokenizerJson as { model?: { vocab?: Record<string, number> | [string, number][]; byte_fallback?: boolean }; added_tokens?: { id: number; content: string }[]; decoder?: { type?: string; decoders?: { type?: string }[] }; pre_tokenizer?: { type?: string; pretokenizers?: { type?: string }[] } };
  const tokens: string[] = [];
  const vocab = t.model?.vocab;
  if (Array.isArray(vocab)) vocab.forEach(([s], i) => (tokens[i] = s));
  else if (vocab) for (const [s, id] of Object.entries(vocab)) tokens[id] = s;
  for (const a of t.added_tokens ?? []) tokens[a.id] = a.content;
  for (let i = 0; i < tokens.length; i++) tokens[i] ??= '';
  const types = [t.decoder?.type, ...(t.decoder?.decoders ?? []).map((d) => d.type), t.pre_tokenizer?.type, ...(t.pre_tokenizer?.pretokenizers ?? []).map((p) => p.type)];
  const vocabType = types.includes('ByteLevel') ? 'byte_level' : t.model?.byte_fallback || types.includes('ByteFallback') ? 'byte_fallback' : 'raw';
  return { tokens, vocabType, vocabSize: Math.max(vocabSize, tokens.length), stopTokenIds };
}

export class ToolGrammar {
  private readonly cache = new Map<string, CompiledGrammar>();
  private constructor(
    private readonly xgr: Xgrammar,
    readonly info: TokenizerInfo,
    private readonly compiler: GrammarCompiler,
    readonly vocab: VocabInfo,
  ) {}

  static async create(xgr: Xgrammar, vocab: VocabInfo): Promise<ToolGrammar> {
    const info = await xgr.TokenizerInfo.createTokenizerInfo(vocab.tokens, vocab.vocabType, false, vocab.vocabSize, vocab.stopTokenIds);
    const compiler = await xgr.GrammarCompiler.createGrammarCompiler(info, true);
    return new ToolGrammar(xgr, info, compiler, vocab);
  }

  /** EBNF for one call object: compact JSON, fixed separators, no free whitespace. */
  private async callEbnf(schemas: readonly CallSchema[]): Promise<string> {
    try {
      return (await this.xgr.Grammar.fromJSONSchema(JSON.stringify(anyCallSchema(schemas)), false, -1, [', ', ': '], true)).toString();
    } catch {
      // A schema keyword xgrammar cannot express: keep the tool's name exact and its arguments a
      // JSON object; ajv still checks the full schema afterwards.
      const relaxed = schemas.map((s) => ({ ...s, schema: { ...s.schema, properties: { ...(s.schema.properties as object), arguments: { type: 'object' } } } }));
      return (await this.xgr.Grammar.fromJSONSchema(JSON.stringify(anyCallSchema(relaxed)), false, -1, [', ', ': '], true)).toString();
    }
  }

  async compile(schemas: readonly CallSchema[], mode: GrammarMode): Promise<CompiledGrammar> {
    const key = `${mode}\u0000${JSON.stringify(schemas.map((s) => s.schema))}`;
    let compiled = this.cache.get(key);
    if (compiled) return compiled;
    if (!schemas.length) {
      // No tool is callable: a plain answer only (no tool-call tag).
      compiled = await this.compiler.compileStructuralTag({ type: 'structural_tag', format: { type: 'any_text' } });
    } else {
      const tag = { type: 'tag' as const, begin: TOOL_CALL_OPEN, content: { type: 'grammar' as const, grammar: await this.callEbnf(schemas) }, end: TOOL_CALL_CLOSE };
      compiled = await this.compiler.compileStructuralTag({
        type: 'structural_tag',
        format: { type: 'triggered_tags', triggers: [TOOL_CALL_OPEN], tags: [tag], at_least_one: mode === 'call', stop_after_first: true },
      });
    }
    this.cache.set(key, compiled);
    return compiled;
  }

  async matcher(compiled: CompiledGrammar): Promise<TokenMask> {
    return new TokenMask(await this.xgr.GrammarMatcher.createGrammarMatcher(compiled), this.vocab.vocabSize);
  }
}

interface EmbindIntVector {
  size(): number;
  get(i: number): number;
  delete(): void;
}

/** One decoding's grammar state: masks logits synchronously, accepts the chosen tokens. */
export class TokenMask {
  accepted = 0;
  constructor(
    private readonly matcher: GrammarMatcher,
    private readonly vocabSize: number,
  ) {}

  /** The allowed-token bitmask now (synchronous: usable inside a logits processor). */
  bitmask(): Int32Array {
    // GrammarMatcher.getNextTokenBitmask() is async only to await the wasm init, done by now.
    const vec = (this.matcher as unknown as { handle: { GetNextTokenBitmask(n: number): EmbindIntVector } }).handle.GetNextTokenBitmask(this.vocabSize);
    const out = new Int32Array(vec.size());
    for (let i = 0; i < out.length; i++) out[i] = vec.get(i);
    vec.delete();
    return out;
  }

  /** Sets every disallowed logit to -Infinity. */
  apply(logits: Float32Array): void {
    const mask = this.bitmask();
    for (let t = 0; t < logits.length; t++) if (!((mask[t >> 5]! >>> (t & 31)) & 1)) logits[t] = -Infinity;
  }

  accept(token: number): boolean {
    const ok = this.matcher.acceptToken(token);
    if (ok) this.accepted++;
    return ok;
  }

  get terminated(): boolean {
    return this.matcher.isTerminated();
  }

  dispose(): void {
    this.matcher.dispose();
  }
}
