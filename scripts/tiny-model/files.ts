// The files of a tiny model folder, in the layout of a transformers.js text-generation model.
import { buildOnnx } from './onnx-graph.ts';
import { BOS, CHAT_TEMPLATE, EOS, makeWeights, PAD, tokenizerSpec, type TinySpec } from './spec.ts';

export function modelFiles(spec: TinySpec): Map<string, Uint8Array | string> {
  const tok = tokenizerSpec();
  const vocabSize = tok.vocab.size + tok.added.length;
  const idOf = (content: string) => tok.added.find((a) => a.content === content)!.id;
  const weights = makeWeights(spec, vocabSize);
  const isLlama = spec.arch === 'llama';
  const files = new Map<string, Uint8Array | string>();
  const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;

  files.set('config.json', json({
    architectures: [isLlama ? 'LlamaForCausalLM' : 'Qwen2ForCausalLM'],
    model_type: spec.arch,
    vocab_size: vocabSize,
    hidden_size: spec.hidden,
    intermediate_size: spec.intermediate,
    num_hidden_layers: spec.layers,
    num_attention_heads: spec.heads,
    num_key_value_heads: spec.kvHeads,
    head_dim: spec.headDim,
    hidden_act: 'silu',
    max_position_embeddings: spec.maxPositions,
    rms_norm_eps: spec.rmsEps,
    rope_theta: spec.ropeTheta,
    tie_word_embeddings: spec.tied,
    attention_bias: spec.qkvBias,
    torch_dtype: 'float32',
    bos_token_id: isLlama ? idOf(BOS) : null,
    eos_token_id: idOf(EOS),
    pad_token_id: idOf(PAD),
    'transformers.js_config': { dtype: 'q4', kv_cache_dtype: { q4: 'float32', fp32: 'float32' } },
    _generated_by: 'scripts/gen-tiny-model.ts (random weights, for tests only)',
  }));
  files.set('generation_config.json', json({
    bos_token_id: isLlama ? idOf(BOS) : undefined,
    eos_token_id: [idOf(EOS), idOf(PAD)],
    pad_token_id: idOf(PAD),
    do_sample: false,
  }));
  files.set('tokenizer.json', json({
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: tok.added.map((a) => ({ id: a.id, content: a.content, single_word: false, lstrip: false, rstrip: false, normalized: false, special: a.special })),
    normalizer: null,
    pre_tokenizer: { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: true },
    post_processor: { type: 'ByteLevel', add_prefix_space: false, trim_offsets: false, use_regex: true },
    decoder: { type: 'ByteLevel', add_prefix_space: false, trim_offsets: true, use_regex: true },
    model: {
      type: 'BPE',
      dropout: null,
      unk_token: null,
      continuing_subword_prefix: null,
      end_of_word_suffix: null,
      fuse_unk: false,
      byte_fallback: false,
      ignore_merges: false,
      vocab: Object.fromEntries(tok.vocab),
      merges: tok.merges.map(([a, b]) => `${a} ${b}`),
    },
  }));
  files.set('tokenizer_config.json', json({
    tokenizer_class: isLlama ? 'PreTrainedTokenizerFast' : 'Qwen2Tokenizer',
    add_bos_token: false,
    add_eos_token: false,
    bos_token: isLlama ? BOS : null,
    eos_token: EOS,
    pad_token: PAD,
    unk_token: null,
    model_max_length: spec.maxPositions,
    clean_up_tokenization_spaces: false,
    chat_template: CHAT_TEMPLATE,
    added_tokens_decoder: Object.fromEntries(tok.added.map((a) => [String(a.id), { content: a.content, lstrip: false, normalized: false, rstrip: false, single_word: false, special: a.special }])),
  }));
  files.set('onnx/model.onnx', buildOnnx(weights, 'fp32'));
  files.set('onnx/model_q4.onnx', buildOnnx(weights, 'q4'));
  return files;
}
