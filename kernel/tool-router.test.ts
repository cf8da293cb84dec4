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

function setup(opts: { deny?: boolean; runError?: BridgeError } = {}) {
  const runs: RoutedCall[] = [];
  const consents: ConsentRequest[] = [];
  let documentId = 'DOC1';
  const faculty: Faculty = {
    id: 'browser',
    label: 'Browser',
    actions: () => ACTIONS,
    async run(call) {
      runs.push(call);
      if (opts.runError && call.action !== 'browser.webmcp.discover' && call.descriptor.effect === 'mutation') throw opts.runError;
      if (call.action === 'browser.webmcp.discover') {
        return { frames: [{ documentId, tools: [{ name: 'cart.get', descriptorHash: 'h-ro', annotations: { readOnlyHint: true } }, { name: 'cart.set', descriptorHash: 'h-rw', annotations: {} }] }] };
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
  });
  return { router, runs, consents, task: new TaskState('t'), navigate: (id: string) => (documentId = id) };
}

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

  it('a discovery of another document does not count (navigation resets the ladder)', async () => {
    const { router, task, navigate } = setup();
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    await router.recordFallback(7, 'reason', task);
    navigate('DOC2');
    const r = await router.route({ name: 'browser.semantic.click', arguments: { tabId: 7, target: { selector: '#b' } } }, task);
    expect(!r.ok && r.error.code).to.equal('ladder-skip');
  });

  it('treats every WebMCP invocation as a mutation: consent first, whatever the annotations', async () => {
    const { router, consents, task } = setup();
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const r = await router.route({ name: 'browser.webmcp.invoke', arguments: { tabId: 7, name: 'cart.get', descriptorHash: 'h-ro', arguments: {} } }, task);
    expect(r.ok).to.equal(true);
    expect(consents.map((c) => c.action)).to.deep.equal(['browser.webmcp.invoke']);
  });

  it('a denied approval never runs the action', async () => {
    const { router, runs, task } = setup({ deny: true });
    const r = await router.route({ name: 'browser.webmcp.invoke', arguments: { tabId: 7, name: 'cart.set', descriptorHash: 'h-rw', arguments: {} } }, task);
    expect(!r.ok && r.error.code).to.equal('approval-denied');
    expect(runs.filter((c) => c.action === 'browser.webmcp.invoke')).to.have.length(0);
  });

  it('after outcome-unknown, refuses another change until an inspection; a read-only page tool or snapshot counts', async () => {
    const { router, task } = setup({ runError: new BridgeError('outcome-unknown', 'timed out after dispatch') });
    await router.route({ name: 'browser.webmcp.discover', arguments: { tabId: 7 } }, task);
    const first = await router.route({ name: 'browser.webmcp.invoke', arguments: { tabId: 7, name: 'cart.set', descriptorHash: 'h-rw', arguments: {} } }, task);
    expect(!first.ok && first.error.code).to.equal('outcome-unknown');
    const retry = await router.route({ name: 'browser.webmcp.invoke', arguments: { tabId: 7, name: 'cart.set', descriptorHash: 'h-rw', arguments: {} } }, task);
    expect(!retry.ok && retry.error.code).to.equal('inspection-required');
    await router.route({ name: 'browser.semantic.snapshot', arguments: { tabId: 7 } }, task);
    const after = await router.route({ name: 'browser.webmcp.invoke', arguments: { tabId: 7, name: 'cart.set', descriptorHash: 'h-rw', arguments: {} } }, task);
    expect(!after.ok && after.error.code).to.equal('outcome-unknown', 'allowed to run again (and this fake fails again)');
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
});
