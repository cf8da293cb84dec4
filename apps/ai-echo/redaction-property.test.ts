// Property test: secrets planted at random places in random tool results never reach what the
// Navi sees, the receipts in IndexedDB, the JSON export, the rendered UI, or any byte an MCP
// client receives (the relay frame AI Echo sends, and the tool result `ai-echo-mcp` makes of it:
// content text and structuredContent); nor does anything a page showed or the person typed reach
// a recorded flow, its export file or a site map entry. Each run uses the
// fixed seeds below plus one new seed; every seed is printed, and a failure names its seed and
// the secret that leaked: add that seed to FIXED_SEEDS to replay it.
//
// The pipeline is the real one (Kernel, ToolRouter, AgentToolset, NaviSession, ReceiptStore in
// IndexedDB, the Lit components); only the Faculty (which hands out the generated results) and
// the Navi engine (which calls it and then quotes what it saw, and the raw results, back into the
// chat) are scripted. test/e2e/redaction.test.ts runs the same guarantee through the extension,
// test/e2e/mcp.test.ts through the MCP SDK's own client.
import { expect } from '@esm-bundle/chai';
import { openDB } from 'idb';
import type { BrowserBridgeClient } from '../../browser-bridge/BrowserBridgeClient.ts';
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { ToolDescriptor } from '../../browser-bridge/protocol.ts';
import type { Faculty } from '../../kernel/faculty.ts';
import { Kernel } from '../../kernel/kernel.ts';
import type { NaviEngine, NaviMessage } from '../../kernel/navi-engine.ts';
import { buildPrompt } from '../../kernel/prompt/build-prompt.ts';
import { RECEIPTS_DB_VERSION, ReceiptStore } from '../../kernel/receipts.ts';
import type { RecordingEntry } from '../../browser-bridge/recording.ts';
import { toFlowFile } from '../../kernel/recording/flow-file.ts';
import { toUserFlow } from '../../kernel/recording/user-flow.ts';
import { pageEntry } from '../../kernel/sitemap/site-map.ts';
import type { PageFrame, RelayResultFrame } from '../../browser-bridge/mcp-relay/protocol.ts';
import { callResult } from '../../mcp/call-result.ts';
import { AgentToolset } from './agent-toolset.ts';
import { McpClientSession } from './mcp-client-session.ts';
import { createAppState } from './app-state.ts';
import './echo-chat.ts';
import './echo-receipts.ts';
import { NaviSession } from './navi-session.ts';

const FIXED_SEEDS = [1, 2, 3, 0xc0ffee, 20250314];
const RESULTS_PER_SEED = 6;

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const B62 = UPPER + LOWER + DIGITS;
const B64URL = `${B62}-_`;
const B64 = `${B62}+/`;
const HEX = '0123456789abcdef';

/** Names that say secret, in the spellings the issue lists. */
const SECRET_NAMES = [
  'pw', 'pwd', 'passwd', 'pass', 'password', 'passphrase', 'secret', 'client_secret', 'token', 'x-auth-token', 'refresh_token',
  'accessToken', 'auth', 'Authorization', 'session', 'sessionId', 'session_id', 'cookie', 'Set-Cookie', 'apiKey', 'api_key',
  'X-Api-Key', 'api key', 'access key', 'privateKey', 'private_key', 'credential', 'credentials', 'otp', 'pin', 'cvv', 'cvc', 'ssn',
  // Other languages (faculties/sdk/redaction/secret-terms.ts), as pages label their fields.
  'Passwort', 'Kennwort', 'Geheimzahl', 'contraseña', 'Código de seguridad', 'mot de passe', 'Mot de passe', 'senha', 'wachtwoord',
  'пароль', 'Пароль', 'пин-код', '密码', '支付密码', 'パスワード', '비밀번호',
];
const PLAIN_KEYS = ['id', 'name', 'title', 'price', 'items', 'data', 'meta', 'note', 'list', 'info', 'user', 'result', 'rows', 'text', 'url', 'details', 'status', 'tags'];
const PLAIN_WORDS = ['Trail shoes', 'Wool socks', 'blue', 'in stock', 'pass', 'ok', '42', 'Lyon', 'gift wrap', 'session notes'];

class Gen {
  readonly planted: string[] = [];
  constructor(private readonly rnd: () => number) {}

  int(lo: number, hi: number): number {
    return lo + Math.floor(this.rnd() * (hi - lo + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(0, xs.length - 1)]!;
  }
  chars(alphabet: string, n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += alphabet[this.int(0, alphabet.length - 1)];
    return s;
  }

  /** A credential in a known format, or a random base62/base64 string of 40-64 characters. */
  private tokenShaped(): string {
    const formats: (() => string)[] = [
      () => `sk_live_${this.chars(B62, this.int(24, 40))}`,
      () => `rk_live_${this.chars(B62, this.int(24, 40))}`,
      () => `xoxb-${this.chars(DIGITS, 12)}-${this.chars(DIGITS, 12)}-${this.chars(B62, 24)}`,
      () => `ghp_${this.chars(B62, 36)}`,
      () => `gho_${this.chars(B62, 36)}`,
      () => `github_pat_${this.chars(`${B62}_`, 82)}`,
      () => `glpat-${this.chars(B64URL, 20)}`,
      () => `AIza${this.chars(B64URL, 35)}`,
      () => `sk-${this.chars(B62, 48)}`,
      () => `sk-proj-${this.chars(B64URL, 74)}`,
      () => `sk-ant-api03-${this.chars(B64URL, 93)}AA`,
      () => `npm_${this.chars(B62, 36)}`,
      () => `SG.${this.chars(B64URL, 22)}.${this.chars(B64URL, 43)}`,
      () => `SK${this.chars(HEX, 32)}`,
      () => `AKIA${this.chars(UPPER + DIGITS, 16)}`,
      () => `ASIA${this.chars(UPPER + DIGITS, 16)}`,
      () => `eyJ${this.chars(B64URL, 30)}.eyJ${this.chars(B64URL, 40)}.${this.chars(B64URL, 43)}`,
      () => `-----BEGIN PRIVATE KEY-----\n${this.chars(B64, 64)}\n${this.chars(B64, 64)}\n-----END PRIVATE KEY-----`,
      () => this.chars(B62, this.int(40, 64)),
      () => this.chars(B64URL, this.int(40, 64)),
      () => this.chars(B64, this.int(40, 64)),
    ];
    return this.plant(this.pick(formats)());
  }

  /** An ordinary-looking value that is secret only because of the name beside it. */
  named(): string {
    return this.plant(`${this.chars(LOWER, 5)}${this.chars(DIGITS + LOWER, 7)}`);
  }

  private plant(secret: string): string {
    this.planted.push(secret);
    return secret;
  }

  /** A same-site URL that carries a credential: in its query, its fragment, or as a path segment. */
  secretUrl(): string {
    switch (this.int(0, 3)) {
      case 0:
        return `http://shop.test/search?page=2&q=${encodeURIComponent(this.tokenShaped())}`;
      case 1:
        return `http://shop.test/cb?${this.pick(['access_token', 'token', 'api_key', 'sessionId', 'client_secret', 'code'])}=${this.named()}&view=1`;
      case 2:
        return `http://shop.test/app#access_token=${this.named()}&token_type=bearer`;
      default:
        return `http://shop.test/${this.pick(['account/reset', 'magic', 'login/link', 'invite'])}/${this.plant(this.chars(HEX, this.int(32, 64)))}`;
    }
  }

  /** A string holding a secret in one of the ways pages write them. */
  secretText(): string {
    switch (this.int(0, 9)) {
      case 0:
        return this.tokenShaped();
      case 1:
        return `${this.pick(PLAIN_WORDS)} ${this.tokenShaped()} ${this.pick(PLAIN_WORDS)}`;
      case 2:
        return `https://shop.example.com/api/orders?page=2&q=${encodeURIComponent(this.tokenShaped())}`;
      case 3:
        return `https://shop.example.com/cb?${this.pick(['access_token', 'token', 'api_key', 'sessionId', 'client_secret', 'code'])}=${this.named()}&view=1`;
      case 4:
        return `postgres://app:${this.named()}@db.example.com:5432/shop`;
      case 5:
        return `https://app.example.com/#access_token=${this.named()}&token_type=bearer`;
      case 6:
        return `${this.pick(['password', 'api_key', 'token', 'secret', 'pwd', 'Passwort', 'contraseña', 'пароль'])}=${this.named()} user=ann`;
      case 7:
        // A link that is itself a credential: password reset, magic login (long hex: the shape that is never missed; shorter random ones are a unit test).
        return `https://shop.example.com/${this.pick(['account/reset', 'magic', 'login/link', 'invite'])}/${this.plant(this.chars(HEX, this.int(32, 64)))} ${this.pick(PLAIN_WORDS)}`;
      case 8:
        // Short base64, padded.
        return `${this.pick(PLAIN_WORDS)} ${this.plant(`${this.chars(UPPER, 1)}${this.chars(LOWER, 1)}${this.chars(B62, 4 * this.int(3, 4) - 4)}==`)}`;
      default:
        return JSON.stringify(this.value(2));
    }
  }

  /** A random result, holding at least one secret. */
  result(): unknown {
    const out: Record<string, unknown> = { ok: true, revision: this.int(0, 99) };
    const n = this.int(2, 5);
    for (let i = 0; i < n; i++) out[`${this.pick(PLAIN_KEYS)}${i}`] = this.value(3);
    out.secretHere = this.secretText();
    return out;
  }

  value(depth: number): unknown {
    const roll = this.int(0, depth > 0 ? 11 : 5);
    switch (roll) {
      case 0:
        return this.pick(PLAIN_WORDS);
      case 1:
        return this.int(0, 10_000) / 100;
      case 2:
        return this.secretText();
      case 3:
        return this.rnd() < 0.5;
      case 4:
        return null;
      case 5:
        return `${this.pick(PLAIN_WORDS)} costs ${this.int(1, 99)} EUR`;
      case 6:
        return Array.from({ length: this.int(1, 4) }, () => this.value(depth - 1));
      case 7:
        return { [this.pick(SECRET_NAMES)]: this.rnd() < 0.7 ? this.named() : this.value(depth - 1), [this.pick(PLAIN_KEYS)]: this.value(depth - 1) };
      case 8:
        return { [this.tokenShaped()]: this.value(depth - 1), [this.pick(PLAIN_KEYS)]: this.pick(PLAIN_WORDS) };
      case 9:
        return { name: this.pick(SECRET_NAMES), value: this.named() };
      case 10:
        return [[this.pick(SECRET_NAMES), this.named()], ['Accept', 'text/html']];
      default: {
        const obj: Record<string, unknown> = {};
        for (let i = 0; i < this.int(1, 4); i++) obj[this.pick(PLAIN_KEYS)] = this.value(depth - 1);
        return obj;
      }
    }
  }
}

/** Every 8-character piece of every planted secret (raw and URL-encoded) that appears in `text`. */
function leaks(text: string, planted: readonly string[]): string[] {
  const found: string[] = [];
  for (const secret of planted) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) {
      for (let i = 0; i + 8 <= form.length; i++) {
        const piece = form.slice(i, i + 8);
        if (text.includes(piece)) {
          found.push(`${piece} (of ${secret.slice(0, 40)})`);
          break;
        }
      }
    }
  }
  return found;
}

const descriptor = (name: string, effect: 'read' | 'mutation'): ToolDescriptor =>
  ({ name, toolName: name.replaceAll('.', '_'), description: `Fixture ${name}.`, inputSchema: { type: 'object', properties: {}, additionalProperties: false }, effect, tier: 'webmcp' }) as ToolDescriptor;

async function mount<K extends 'echo-chat' | 'echo-receipts'>(tag: K, props: Partial<HTMLElementTagNameMap[K]>): Promise<HTMLElementTagNameMap[K]> {
  const el = document.createElement(tag);
  Object.assign(el, props);
  document.body.append(el);
  await el.updateComplete;
  return el;
}

/** One conversation through the real pipeline; returns every surface as text. */
async function runSeed(seed: number): Promise<{ planted: string[]; surfaces: Record<string, string> }> {
  const gen = new Gen(prng(seed));
  const results = Array.from({ length: RESULTS_PER_SEED }, () => gen.result());
  const failure = `The page said: ${JSON.stringify(gen.result())}`;
  let next = 0;
  const faculty: Faculty = {
    id: 'fixture',
    label: 'fixture',
    actions: () => [descriptor('fixture.read', 'read'), descriptor('fixture.change', 'mutation'), descriptor('fixture.fail', 'read')],
    run: async (call) => {
      if (call.action === 'fixture.fail') throw new BridgeError('tool-error', failure);
      return results[next++ % results.length];
    },
  };
  const kernel = new Kernel({
    resolvePage: async () => ({ tabId: 1, documentId: 'A'.repeat(32), origin: 'http://shop.test', url: 'http://shop.test/', title: 'Shop' }),
    consent: { request: async () => ({ grantId: '0'.repeat(32) }) },
  });
  kernel.registerFaculty(faculty);
  const dbName = `redaction-property-${seed}-${crypto.randomUUID()}`;
  const store = await ReceiptStore.open(dbName);
  const state = createAppState();
  const toolset = new AgentToolset({
    router: kernel.router,
    bridge: { on: () => () => undefined } as unknown as BrowserBridgeClient,
    saveReceipt: (r) => store.add(r),
    onReceipt: (r) => state.receipts.set([...state.receipts.get(), r]),
  });
  let seen: readonly NaviMessage[] = [];
  const script = ['fixture.change', 'fixture.read', 'fixture.read', 'fixture.read', 'fixture.fail'];
  const engine: NaviEngine = {
    id: 'scripted',
    label: 'scripted',
    async next(messages) {
      seen = [...messages]; // the session keeps appending to its own array
      const done = messages.filter((m) => m.role === 'result').length;
      const name = script[done];
      if (name) {
        return {
          kind: 'call',
          call: { name, arguments: {} },
          rationale: `Step ${done}: reading what the page says (${JSON.stringify(results[done])})`,
          ...(name === 'fixture.change' ? { readback: { call: { name: 'fixture.read', arguments: {} }, expect: { record: { key: 'id', value: 1 }, field: 'q', equals: 1 } } } : {}),
        };
      }
      // An engine that quotes back both what it saw and (as a careless one might) the raw results.
      const sawResults = messages.filter((m) => m.role === 'result').map((m) => (m as { result: { data: unknown } }).result.data);
      return { kind: 'answer', text: `I saw ${JSON.stringify(sawResults)}; the page sent ${JSON.stringify(results)} and ${failure}` };
    },
  };
  const session = new NaviSession(toolset, engine);
  await session.ask('show me what the page has');

  // The same calls made by an MCP client: through its own kernel session, over the relay, into the MCP result.
  const frames: PageFrame[] = [];
  const client = new McpClientSession('a'.repeat(32), 'b'.repeat(32), 'Client P', { toolset, showStep: (_c, _r, _a, run) => run(), send: (f) => (frames.push(f), true) });
  const mcpSession = { id: 'b'.repeat(32), name: 'Client P' };
  for (const [i, action] of ['fixture.read', 'fixture.read', 'fixture.change', 'fixture.fail'].entries()) await client.call({ type: 'call', id: `c${i}`, session: mcpSession, action, arguments: {} });
  const clientResults = frames.filter((f): f is RelayResultFrame => f.type === 'result').map((f) => callResult(f.ok ? 'fixture_read' : 'fixture_fail', f));

  const prompt = buildPrompt(seen, toolset.tools(), { budget: 10_000_000, countTokens: (ms) => ms.reduce((n, m) => n + m.content.length, 0) / 4, maxBlockChars: 10_000_000 });
  // The prompt builder guards on its own too: blocks made without untrusted() are redacted as well.
  const rawHistory: NaviMessage[] = results.map((data) => ({ role: 'result', call: { name: 'fixture.read', arguments: {} }, ok: true, result: { kind: 'untrusted', source: 'fixture.read', data } }));
  const rawPrompt = buildPrompt(rawHistory, [], { budget: 10_000_000, countTokens: () => 0, maxBlockChars: 10_000_000 });

  const db = await openDB(dbName, RECEIPTS_DB_VERSION);
  const stored = JSON.stringify(await db.getAll('receipts'));
  db.close();
  const exported = await store.exportJson();
  store.close();

  const chat = await mount('echo-chat', { session });
  const receipts = await mount('echo-receipts', { state });
  const ui = `${chat.shadowRoot!.textContent}\n${receipts.shadowRoot!.textContent}`;
  document.body.replaceChildren();

  return {
    planted: gen.planted,
    surfaces: {
      // (Its own calls and rationales are its words, not page data; the rationales are checked in the chat.)
      'what the Navi sees (results)': JSON.stringify(seen.filter((m) => m.role === 'result')),
      'the prompt': prompt.messages.map((m) => m.content).join('\n'),
      'the prompt built from unredacted blocks': rawPrompt.messages.map((m) => m.content).join('\n'),
      'receipts in IndexedDB': stored,
      'the JSON export': exported,
      'the rendered chat and receipts': ui,
      'the relay frames to ai-echo-mcp': JSON.stringify(frames),
      'what an MCP client receives (content and structuredContent)': JSON.stringify(clientResults),
    },
  };
}

/**
 * A recording of the person's steps on a page that shows secrets (its URLs, its title, what was
 * typed under secret-named labels or in a secret's shape) and a site map entry of such a page;
 * returns the flow, its export file and the entry as text.
 */
function recordedSurfaces(gen: Gen): Record<string, string> {
  const origin = 'http://shop.test';
  const entries: RecordingEntry[] = [];
  for (let i = 0; i < 8; i++) {
    const at = i * 1000;
    if (gen.int(0, 3) === 0) {
      entries.push({ type: 'navigation', at, url: gen.secretUrl(), transition: gen.pick(['link', 'typed', 'form_submit']) });
      continue;
    }
    const secretLabel = gen.int(0, 1) === 0;
    const label = secretLabel ? gen.pick(SECRET_NAMES) : gen.pick(PLAIN_KEYS);
    const value = secretLabel ? gen.named() : gen.secretText();
    entries.push({ type: 'act', at, url: `${origin}/form`, act: { kind: gen.pick(['change', 'select'] as const), role: 'textbox', name: label, label, selectors: [`aria/${label}[role="textbox"]`], frame: [], value, offsetX: 1, offsetY: 1 } });
    entries.push({ type: 'act', at: at + 500, url: `${origin}/form`, act: { kind: 'click', role: 'button', name: 'Save', selectors: ['aria/Save[role="button"]'], frame: [], offsetX: 1, offsetY: 1 } });
  }
  const state = { recordingId: 'r1', tabId: 1, origin, startedAt: 0, startUrl: gen.secretUrl(), title: gen.secretText(), entries, dropped: 0 };
  const { flow, parameters } = toUserFlow('Planted', state, []);
  const exported = toFlowFile({ id: 'f1', name: 'Planted', origin, createdAt: 0, updatedAt: 0, flow, parameters, dropped: 0 });
  const line = (role: string, name: string, depth: number) => ({ depth, role, name, fingerprint: null, value: gen.secretText(), states: {}, frameId: 0 });
  const entry = pageEntry(
    {
      url: gen.secretUrl(),
      title: gen.secretText(),
      discovery: null,
      lines: [line('form', gen.secretText(), 0), line('textbox', gen.secretText(), 1), line('button', gen.secretText(), 0), line('link', gen.secretText(), 0)],
      links: Array.from({ length: 4 }, () => ({ url: gen.secretUrl() })),
      now: 0,
    },
    origin,
  );
  return { 'a recorded flow': JSON.stringify({ flow, parameters }), 'its export file': JSON.stringify(exported), 'a site map entry': JSON.stringify(entry) };
}

describe('redaction property: planted secrets never reach a recorded flow, its export or a site map', () => {
  const seeds = [...FIXED_SEEDS, Date.now() % 2 ** 32];
  for (const seed of seeds) {
    it(`seed ${seed}`, () => {
      const gen = new Gen(prng(seed));
      const surfaces = recordedSurfaces(gen);
      expect(gen.planted.length, 'secrets were planted').to.be.greaterThan(8);
      for (const [surface, text] of Object.entries(surfaces)) {
        const found = leaks(text, gen.planted);
        expect(found.length, `seed ${seed}: ${surface} leaks ${found.slice(0, 5).join(', ')}`).to.equal(0);
      }
    });
  }
});

describe('redaction property: planted secrets never reach the Navi, the store, the export, the UI or an MCP client', () => {
  const seeds = [...FIXED_SEEDS, Date.now() % 2 ** 32];
  for (const seed of seeds) {
    it(`seed ${seed}`, async () => {
      console.log(`redaction property seed: ${seed}`);
      const { planted, surfaces } = await runSeed(seed);
      expect(planted.length, 'secrets were planted').to.be.greaterThan(RESULTS_PER_SEED);
      for (const [surface, text] of Object.entries(surfaces)) {
        expect(text, `${surface} holds the results, redacted`).to.include('[redacted');
        const found = leaks(text, planted);
        expect(found.length, `seed ${seed}: ${surface} leaks ${found.slice(0, 5).join(', ')}`).to.equal(0);
      }
    });
  }
});
