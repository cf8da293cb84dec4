import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../browser-bridge/errors.ts';
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import type { Faculty, PolicyHook, RoutedCall } from './faculty.ts';
import { TaskState } from './task-state.ts';
import { ToolRouter, type ConsentRequest, type PageDocument } from './tool-router.ts';

const d = (name: string, effect: 'read' | 'mutation', tier: string): ToolDescriptor =>
  ({ name, toolName: name.replaceAll('.', '_'), description: name, inputSchema: { type: 'object' }, effect, tier }) as ToolDescriptor;

const ACTIONS = [
  d('browser.webmcp.discover', 'read', 'webmcp'),
  d('browser.webmcp.invoke', 'mutation', 'webmcp'),
  d('browser.semantic.snapshot', 'read', 'semantic'),
  d('browser.semantic.click', 'mutation', 'semantic'),
  d('browser.tabs.list', 'read', 'inspect'),
];

const DISCOVERED_TOOLS = [
  { name: 'cart.get', descriptorHash: 'h-ro', annotations: { readOnlyHint: true } },
  { name: 'cart.set', descriptorHash: 'h-rw', annotations: {} },
  { name: 'cart.set', descriptorHash: 'h-rw2', annotations: { destructiveHint: false } },
  { name: 'debug.dump', descriptorHash: 'h-dbg', annotations: { debugging: true, readOnlyHint: true } },
];

/**
 * A fake Faculty over the real router and TaskState. `pageTool` decides how each page-tool run
 * ends (by name and hash): a BridgeError is thrown, anything else returned.
 */
function setup(opts: { deny?: boolean; pageTool?: (name: string, hash: string) => unknown; developerMode?: () => boolean } = {}) {
  const runs: RoutedCall[] = [];
  const consents: ConsentRequest[] = [];
  let documentId = 'DOC1';
  const faculty: Faculty = {
    id: 'browser',
    label: 'Browser',
    actions: () => ACTIONS,
    async run(call) {
      runs.push(call);
      if (call.action === 'browser.webmcp.discover') return { frames: [{ frameId: 0, documentId, tools: DISCOVERED_TOOLS }], toolCount: DISCOVERED_TOOLS.length };
      if (call.action === 'browser.webmcp.invoke' && opts.pageTool) {
        const out = opts.pageTool(String(call.input.name), String(call.input.descriptorHash));
        if (out instanceof BridgeError) throw out;
        return out;
      }
      return { done: call.action };
    },
  };
  const router = new ToolRouter({
    faculties: () => [faculty],
    resolvePage: async (tabId): Promise<PageDocument> => ({ tabId: tabId ?? 7, documentId, origin: 'http://shop.test', url: 'http://shop.test/', title: 'Shop' }),
    consent: {
      async request(req) {
        consents.push(req);
        if (opts.deny) throw new BridgeError('approval-denied', 'The person denied it.');
        return { grantId: `grant-${consents.length}` };
      },
    },
    ...(opts.developerMode ? { developerMode: opts.developerMode } : {}),
  });
  const invoke = (name: string, descriptorHash: string, extra: Record<string, unknown> = {}) =>
    router.route({ name: 'browser.webmcp.invoke', arguments: { tabId: 7, name, descriptorHash, arguments: {}, ...extra } }, task);
  const task = new TaskState('t');
  const dispatched = (name: string, hash?: string) => runs.filter((c) => c.action === 'browser.webmcp.invoke' && c.input.name === name && (hash === undefined || c.input.descriptorHash === hash)).length;
  return { router, runs, consents, task, invoke, dispatched, navigate: (id: string) => (documentId = id) };
}

const UNKNOWN = new BridgeError('outcome-unknown', 'dispatched; no answer in time');

describe('ToolRouter', () => {
  it('refuses a semantic mutation before a discovery of that document (ladder-skip)', async () => {
    const { router, runs, task } = setup();
    const r = await router.route({ name: 'browser.semantic.click', arguments: { tabId: 7, target: { selector: '#b' } } }, task);
    expect(r.ok).to.equal(false);
    expect(!r.ok && r.error.code).to.equal('ladder-skip');
    expect(runs).to.have.length(0);
  });

  it('still refuses after discovery until the Navi records why no tool fits, then asks consent and records the reason', async () => {
    const { router, runs, consents, task } = setup();
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const early = await router.route({ name: 'browser.semantic.click', arguments: { tabId: 7, target: { selector: '#b' } } }, task);
    expect(!early.ok && early.error.code).to.equal('ladder-skip');
    await router.recordFallback(7, 'no page tool opens the reviews', task);
    const r = await router.route({ name: 'browser.semantic.click', arguments: { tabId: 7, target: { selector: '#b' } } }, task);
    expect(r.ok).to.equal(true);
    expect(r.meta.ladderReason).to.equal('no page tool opens the reviews');
    expect(r.meta.grantId).to.equal('grant-1');
    expect(consents).to.have.length(1);
    expect(runs.at(-1)!.grantId).to.equal('grant-1');
  });

  it("a reason to fall back belongs to its request: never on a page tool's receipt, gone with the next request", async () => {
    const { router, task, invoke } = setup();
    task.beginRequest('click One more Wool socks');
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    await router.recordFallback(7, 'no page tool adds one more', task);
    const set = await invoke('cart.set', 'h-rw');
    expect(set.meta.ladderReason).to.equal(null, 'a page-tool step did not fall back');
    task.beginRequest('click One more Trail shoes');
    const click = await router.route({ name: 'browser.semantic.click', arguments: { tabId: 7, target: { selector: '#b' } } }, task);
    expect(!click.ok && click.error.code).to.equal('ladder-skip', 'the new request needs its own reason');
    expect(click.meta.ladderReason).to.equal(null, "and never shows the last request's");
    await router.recordFallback(7, 'still no page tool adds one more', task);
    const again = await router.route({ name: 'browser.semantic.click', arguments: { tabId: 7, target: { selector: '#b' } } }, task);
    expect(again.meta.ladderReason).to.equal('still no page tool adds one more');
  });

  it('passes on what the approval window asked and showed, for the receipt', async () => {
    const { router, task } = setup();
    const asked = { approval: { approvalId: 'a'.repeat(32), sentence: 'AI Echo wants to click "Save" (button) on shop.test.', warning: null }, picture: null };
    const withAsked = new ToolRouter({
      faculties: () => (router as unknown as { deps: { faculties(): Faculty[] } }).deps.faculties(),
      resolvePage: async (): Promise<PageDocument> => ({ tabId: 7, documentId: 'DOC1', origin: 'http://shop.test', url: 'http://shop.test/', title: 'Shop' }),
      consent: {
        async request(_req, _signal, seen) {
          seen?.(asked);
          throw new BridgeError('approval-denied', 'The person denied it.');
        },
      },
    });
    await withAsked.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const r = await withAsked.route({ name: 'browser.webmcp.invoke', arguments: { tabId: 7, name: 'cart.set', descriptorHash: 'h-rw', arguments: {} } }, task);
    expect(!r.ok && r.error.code).to.equal('approval-denied');
    expect(r.meta.asked).to.deep.equal(asked, 'a denied approval still says what was asked');
  });

  it('a discovery of another document does not count (navigation resets the ladder)', async () => {
    const { router, task, navigate } = setup();
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    await router.recordFallback(7, 'reason', task);
    navigate('DOC2');
    const r = await router.route({ name: 'browser.semantic.click', arguments: { tabId: 7, target: { selector: '#b' } } }, task);
    expect(!r.ok && r.error.code).to.equal('ladder-skip');
  });

  it('treats every WebMCP invocation as a mutation: consent first, whatever the annotations', async () => {
    const { router, consents, task, invoke } = setup();
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const r = await invoke('cart.get', 'h-ro');
    expect(r.ok).to.equal(true);
    expect(consents.map((c) => c.action)).to.deep.equal(['browser.webmcp.invoke']);
  });

  it('a denied approval never runs the action', async () => {
    const { router, task, invoke, dispatched } = setup({ deny: true });
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const r = await invoke('cart.set', 'h-rw');
    expect(!r.ok && r.error.code).to.equal('approval-denied');
    expect(dispatched('cart.set')).to.equal(0);
  });

  it('runs only a page tool this task discovered on this page: exact frame, name and hash (discovery-required)', async () => {
    const { router, consents, task, invoke, dispatched, navigate } = setup();
    const early = await invoke('cart.set', 'h-rw');
    expect(!early.ok && early.error.code).to.equal('discovery-required');
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    for (const [name, hash, extra] of [['cart.set', 'h-other', {}], ['cart.sat', 'h-rw', {}], ['cart.set', 'h-rw', { frameId: 3 }]] as const) {
      const r = await invoke(name, hash, extra);
      expect(!r.ok && r.error.code, `${name} ${hash} ${JSON.stringify(extra)}`).to.equal('discovery-required');
    }
    const partial = await router.route({ name: 'browser.webmcp.invoke', arguments: { tabId: 7, name: 'cart.set', arguments: {} } }, task);
    expect(!partial.ok && partial.error.code).to.equal('invalid-input');
    expect(consents).to.have.length(0, 'nobody was asked');
    expect((await invoke('cart.set', 'h-rw')).ok).to.equal(true);
    task.invalidateDiscovery('DOC1');
    const changed = await invoke('cart.set', 'h-rw');
    expect(!changed.ok && changed.error.code).to.equal('discovery-required', 'a toolchange needs a fresh discovery');
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    navigate('DOC2');
    const moved = await invoke('cart.set', 'h-rw');
    expect(!moved.ok && moved.error.code).to.equal('discovery-required', 'a discovery of another document does not count');
    expect(dispatched('cart.set')).to.equal(1);
  });

  it('after outcome-unknown, the same page tool is refused even when the page calls it read-only; our own read clears it', async () => {
    let answer: unknown = UNKNOWN;
    const { router, consents, task, invoke, dispatched } = setup({ pageTool: () => answer });
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const first = await invoke('cart.get', 'h-ro');
    expect(!first.ok && first.error.code).to.equal('outcome-unknown');
    answer = { lines: [] };
    const retry = await invoke('cart.get', 'h-ro');
    expect(!retry.ok && retry.error.code).to.equal('inspection-required');
    expect(!retry.ok && retry.error.message).to.match(/never counts as its own inspection/);
    const click = await router.route({ name: 'browser.semantic.click', arguments: { tabId: 7, target: { selector: '#b' } } }, task);
    expect(!click.ok && click.error.code).to.equal('inspection-required', 'no other change either');
    expect(dispatched('cart.get')).to.equal(1, 'one dispatch, never a second');
    expect(consents).to.have.length(1, 'the refused retry asked nobody');
    const tabs = await router.route({ name: 'browser.tabs.list', arguments: {} }, task);
    expect(tabs.ok).to.equal(true);
    const notInspected = await invoke('cart.get', 'h-ro');
    expect(!notInspected.ok && notInspected.error.code).to.equal('inspection-required', 'listing tabs inspects no page');
    expect((await router.route({ name: 'browser.semantic.snapshot', arguments: { tabId: 7 } }, task)).ok).to.equal(true);
    const after = await invoke('cart.get', 'h-ro');
    expect(after.ok).to.equal(true, 'after our own read the retry may ask again');
    expect(dispatched('cart.get')).to.equal(2);
  });

  it('a different page tool counts as the inspection only once it completes; another hash of the same name is a different tool', async () => {
    const answers: Record<string, unknown> = { 'h-ro': UNKNOWN, 'h-rw': new BridgeError('tool-error', 'the page threw'), 'h-rw2': { ok: true } };
    const { router, task, invoke, dispatched } = setup({ pageTool: (_name, hash) => answers[hash] });
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const first = await invoke('cart.get', 'h-ro');
    expect(!first.ok && first.error.code).to.equal('outcome-unknown');
    const failed = await invoke('cart.set', 'h-rw');
    expect(!failed.ok && failed.error.code).to.equal('tool-error', 'a different tool passes the gate');
    const stillBlocked = await invoke('cart.get', 'h-ro');
    expect(!stillBlocked.ok && stillBlocked.error.code).to.equal('inspection-required', 'a failed run inspects nothing');
    answers['h-rw'] = UNKNOWN;
    const lost = await invoke('cart.set', 'h-rw');
    expect(!lost.ok && lost.error.code).to.equal('outcome-unknown');
    const twice = await invoke('cart.set', 'h-rw');
    expect(!twice.ok && twice.error.code).to.equal('inspection-required', 'both unknown tools are remembered');
    const other = await invoke('cart.set', 'h-rw2');
    expect(other.ok).to.equal(true, 'same name, another descriptor hash: a different tool, and it completed');
    answers['h-ro'] = { lines: [] };
    expect((await invoke('cart.get', 'h-ro')).ok).to.equal(true, 'inspected by the completed different tool');
    expect(dispatched('cart.get')).to.equal(2);
  });

  it('hides a tool the page marks debugging from the Navi and refuses it outside developer mode', async () => {
    let developerMode = false;
    const { router, consents, task, invoke, dispatched } = setup({ developerMode: () => developerMode });
    const found = await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const view = (found.ok ? found.value : null) as { frames: { tools: { name: string; descriptorHash?: string }[]; hidden?: { name: string }[] }[]; toolCount: number };
    expect(view.frames[0]!.tools.map((t) => t.name)).to.deep.equal(['cart.get', 'cart.set', 'cart.set']);
    expect(view.frames[0]!.hidden!.map((t) => t.name)).to.deep.equal(['debug.dump'], 'named for the record');
    expect(JSON.stringify(view)).to.not.include('h-dbg', 'no hash reaches the Navi');
    expect(view.toolCount).to.equal(3);
    const off = await invoke('debug.dump', 'h-dbg');
    expect(!off.ok && off.error.code).to.equal('developer-mode-off');
    expect(consents).to.have.length(0);
    developerMode = true;
    const shown = await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    expect(JSON.stringify(shown.ok && shown.value)).to.include('h-dbg');
    expect((await invoke('debug.dump', 'h-dbg')).ok).to.equal(true);
    expect(dispatched('debug.dump')).to.equal(1);
  });

  it('refuses reserved and unknown names; page tools never appear among the kernel tools', async () => {
    const { router, task } = setup();
    const reserved = await router.route({ name: 'echo.allowlist.get', arguments: {} }, task);
    expect(!reserved.ok && reserved.error.code).to.equal('reserved-action');
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const pageTool = await router.route({ name: 'cart.set', arguments: {} }, task);
    expect(!pageTool.ok && pageTool.error.code).to.equal('unknown-action');
    expect(router.tools().map((t) => t.descriptor.name)).to.not.include('cart.set');
  });

  it('pins the tab it checked into the call', async () => {
    const { router, runs, task } = setup();
    await router.route({ name: 'browser.semantic.snapshot', arguments: {} }, task);
    expect(runs[0]!.input.tabId).to.equal(7);
  });

  it("a Faculty's own policy hook refuses with its code before anything runs; a developer-mode rung needs developer mode", async () => {
    const top = [...ACTIONS, d('livepatch.apply', 'mutation', 'livepatch'), d('livepatch.list', 'read', 'livepatch'), d('devjs.evaluate', 'mutation', 'rawjs')];
    let developerMode = false;
    const runs: string[] = [];
    const resolved: string[] = [];
    // Stands in for a Faculty's rule (Live Patch's is tested with the Faculty): a change needs a purpose.
    const needsPurpose: PolicyHook = ({ descriptor, input }) =>
      descriptor.effect === 'mutation' && descriptor.tier === 'livepatch' && !(typeof input.purpose === 'string' && input.purpose.length > 8)
        ? { allow: false, code: 'purpose-required', message: 'say why' }
        : { allow: true };
    const faculty: Faculty = {
      id: 'top',
      label: 'Top',
      actions: () => top,
      policy: [needsPurpose],
      run: async (call) => (runs.push(call.action), call.action === 'browser.webmcp.discover' ? { frames: [] } : { patchId: 'lp-1' }),
    };
    const router = new ToolRouter({
      faculties: () => [faculty],
      resolvePage: async (tabId) => (resolved.push('page'), { tabId: tabId ?? 7, documentId: 'DOC1', origin: 'http://shop.test', url: 'http://shop.test/', title: 'Shop' }),
      consent: { request: async () => ({ grantId: 'g' }) },
      developerMode: () => developerMode,
    });
    const task = new TaskState('t');
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    await router.recordFallback(7, 'no page tool changes how the page looks', task);
    const ops = [{ op: 'hide', target: { selector: '#b' } }];
    resolved.length = 0;
    for (const purpose of [undefined, 'hide']) {
      const r = await router.route({ name: 'livepatch.apply', arguments: { tabId: 7, operations: ops, ...(purpose === undefined ? {} : { purpose }) } }, task);
      expect(!r.ok && r.error.code, String(purpose)).to.equal('purpose-required');
    }
    expect(resolved, 'refused before the page was resolved').to.deep.equal([]);
    expect(runs).to.not.include('livepatch.apply');
    const ok = await router.route({ name: 'livepatch.apply', arguments: { tabId: 7, purpose: 'Hide the banner the person asked to remove', operations: ops } }, task);
    expect(ok.ok).to.equal(true);
    expect((await router.route({ name: 'livepatch.list', arguments: { tabId: 7 } }, task)).ok).to.equal(true, 'reading patches needs no purpose');
    const off = await router.route({ name: 'devjs.evaluate', arguments: { tabId: 7, code: '1' } }, task);
    expect(!off.ok && off.error.code).to.equal('developer-mode-off');
    expect(runs).to.not.include('devjs.evaluate');
    developerMode = true;
    const on = await router.route({ name: 'devjs.evaluate', arguments: { tabId: 7, code: '1' } }, task);
    expect(on.ok).to.equal(true);
  });

  it('a request bound to an origin (a replay) is refused on a page of any other, and for a change that names no page, before consent or any run', async () => {
    const { router, runs, consents, task, invoke } = setup();
    task.beginRequest('replay x');
    task.bindRequest({ origin: 'http://elsewhere.test', importedFrom: 'x.json' });
    const r = await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    expect(!r.ok && r.error.code).to.equal('origin-mismatch');
    expect(runs).to.have.length(0);
    // On its own origin it goes on, and each approval request names the file.
    task.bindRequest({ origin: 'http://shop.test', importedFrom: 'x.json' });
    expect((await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task)).ok).to.equal(true);
    expect((await invoke('cart.set', 'h-rw')).ok).to.equal(true);
    expect(consents.map((c) => c.importedFrom)).to.deep.equal(['x.json']);
    // The next request is not bound.
    task.beginRequest('something else');
    expect(task.request?.binding).to.equal(undefined);
  });
});
