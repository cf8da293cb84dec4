/** Makes a tensor in whichever onnxruntime package the caller uses (web in pages, node in tests). */
export type MakeInt64Tensor<T> = (data: BigInt64Array, dims: number[]) => T;

/**
 * The per-step inputs of a decoder with a KV cache: the new token ids, an attention mask over
 * everything seen so far, and their positions. `pos` is how many tokens the cache already holds.
 */
export function decoderFeeds<T>(make: MakeInt64Tensor<T>, ids: readonly number[], pos: number): { input_ids: T; attention_mask: T; position_ids: T } {
  const total = pos + ids.length;
  return {
    input_ids: make(BigInt64Array.from(ids.map(BigInt)), [1, ids.length]),
    attention_mask: make(new BigInt64Array(total).fill(1n), [1, total]),
    position_ids: make(BigInt64Array.from(ids.map((_, i) => BigInt(pos + i))), [1, ids.length]),
  };
}
