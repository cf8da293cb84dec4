import { expect } from '@esm-bundle/chai';
import { REGISTRY } from '../faculties/registry.ts';
import { describeActions, manifestHash } from '../faculties/sdk/describe.ts';
import { outputValidators, validateExtensionFrame } from '../generated/validators.js';
import { BrowserBridgeClient } from './BrowserBridgeClient.ts';
import { BridgeError } from './errors.ts';
import { createPortPair, type FarEnd } from './memory-port.ts';
import { PROTOCOL_VERSION, type ToolDescriptor } from './protocol.ts';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

async function setup(opts: { hash?: string; version?: number; descriptors?: ToolDescriptor[] } = {}) {
  const descriptors = describeActions(REGISTRY);
  const hash = await manifestHash(descriptors);
  const ends: FarEnd[] = [];
  const client = new BrowserBridgeClient({
    extensionId: 'x'.repeat(32),
    descriptors,
    manifestHash: hash,
    validateExtensionFrame,
    validateResults: outputValidators,
    maxBackoffMs: 20,
    connect: () => {
      const { port, far } = createPortPair();
      ends.push(far);
      far.onMessage((m) => {
        const frame = m as { type: string; id?: string };
        if (frame.type === 'hello') {
          far.send({ type: 'hello', protocolVersion: opts.version ?? PROTOCOL_VERSION, manifestHash: opts.hash ?? hash, extensionVersion: '9.9.9' });
        } else if (frame.type === 'describe') {
          far.send({ type: 'described', id: frame.id, manifestHash: opts.hash ?? hash, descriptors: opts.descriptors ?? descriptors });
        }
      });
      return port;
    },
  });
  return { client, ends, hash, descriptors };
}

describe('BrowserBridgeClient', () => {
  it('connects and reports manifestInSync when hashes match', async () => {
    const { client } = await setup();
    await client.connect();
    const status = client.status();
    expect(status.state).to.equal('connected');
    expect(status.manifestInSync).to.equal(true);
    expect(status.extensionVersion).to.equal('9.9.9');
    client.close();
  });

  it('on drift: manifestInSync false, describe, adopt, emit manifest-changed once', async () => {
    const adopted = describeActions(REGISTRY).slice(1);
    const { client, ends } = await setup({ hash: 'f'.repeat(64), descriptors: adopted });
    const changes: string[][] = [];
    client.on('manifest-changed', (e) => changes.push(e.descriptors.map((d) => d.name)));
    await client.connect();
    expect(client.status().manifestInSync).to.equal(false);
    expect(ends[0]!.received.map((f) => (f as { type: string }).type)).to.deep.equal(['hello', 'describe']);
    expect(changes).to.deep.equal([adopted.map((d) => d.name)]);
    expect(client.descriptors().map((d) => d.name)).to.deep.equal(adopted.map((d) => d.name));
    client.close();
  });

  it('stops with protocol-mismatch and an actionable message', async () => {
    const { client } = await setup({ version: PROTOCOL_VERSION + 1 });
    let error: unknown;
    await client.connect().catch((e) => (error = e));
    expect(error).to.be.instanceOf(BridgeError);
    expect((error as BridgeError).code).to.equal('protocol-mismatch');
    expect(client.status().state).to.equal('protocol-mismatch');
    expect(client.status().message).to.match(/Rebuild both halves/);
  });

  it('drops malformed and oversize frames from the extension without crashing, failing the request they answer', async () => {
    const { client, ends } = await setup();
    await client.connect();
    const errors: string[] = [];
    client.on('protocol-error', (e) => errors.push(e.code));
    const pending = client.invoke('browser.tabs.list');
    await tick();
    const id = (ends[0]!.received.at(-1) as { id: string }).id;
    ends[0]!.send({ type: 'nonsense' });
    ends[0]!.send({ type: 'result', id, ok: 'maybe' });
    const outcome = await pending.then(
      () => 'resolved',
      (e: BridgeError) => e.code,
    );
    expect(outcome).to.equal('malformed-frame');
    expect(errors).to.deep.equal(['malformed-frame']);
    const again = client.invoke('browser.tabs.list');
    await tick();
    ends[0]!.send({ type: 'result', id: (ends[0]!.received.at(-1) as { id: string }).id, ok: true, value: { tabs: [] } });
    expect(await again).to.deep.equal({ tabs: [] });
    client.close();
  });

  it("checks a result against its action's compiled output schema once, where it enters the OS", async () => {
    const { client, ends } = await setup();
    await client.connect();
    const answer = async (action: string, input: Record<string, unknown>, value: unknown) => {
      const pending = client.invoke(action, input);
      await tick();
      ends[0]!.send({ type: 'result', id: (ends[0]!.received.at(-1) as { id: string }).id, ok: true, value });
      return pending.then(
        (v) => v,
        (e: BridgeError) => e.code,
      );
    };
    const info = { tabId: 3, title: 'Shop', url: 'http://shop.test/', origin: 'http://shop.test', documentId: 'D', frames: [], webmcp: true };
    expect(await answer('browser.page.info', { tabId: 3 }, info)).to.deep.equal(info);
    // A read in a shape we did not declare is refused, not handed on.
    expect(await answer('browser.page.info', { tabId: 3 }, { ...info, tabId: 'three' })).to.equal('malformed-frame');
    // A change that answered in a shape we cannot read may have happened anyway.
    expect(await answer('browser.semantic.click', { target: { selector: 'b' } }, { clicked: true })).to.equal('outcome-unknown');
    // Actions without an output schema pass as sent; page data inside stays whatever the page wrote.
    expect(await answer('browser.tabs.list', {}, { anything: 1 })).to.deep.equal({ anything: 1 });
    client.close();
  });

  it('hands on an event only when its data fits its name (typed by EVENT_DATA)', async () => {
    const { client, ends } = await setup();
    await client.connect();
    const events: string[] = [];
    const errors: string[] = [];
    client.on('event', (e) => events.push(e.event === 'developer-mode-changed' ? `dev:${e.data.developerMode}` : e.event));
    client.on('protocol-error', (e) => errors.push(e.code));
    ends[0]!.send({ type: 'event', event: 'developer-mode-changed', data: { developerMode: true } });
    ends[0]!.send({ type: 'event', event: 'developer-mode-changed', data: { developerMode: 'yes' } });
    ends[0]!.send({ type: 'event', event: 'something-else', data: {} });
    await tick();
    expect(events).to.deep.equal(['dev:true']);
    expect(errors).to.deep.equal(['malformed-frame', 'malformed-frame']);
    client.close();
  });

  it('ends reads with worker-restarted and mutations with outcome-unknown when the port drops, then reconnects', async () => {
    const mutation: ToolDescriptor = { name: 'browser.test.change', toolName: 'browser_test_change', description: 'x', inputSchema: { type: 'object' }, effect: 'mutation', tier: 'semantic' };
    const { client, ends } = await setup({ hash: 'e'.repeat(64), descriptors: [...describeActions(REGISTRY), mutation] });
    await client.connect();
    const read = client.invoke('browser.tabs.list').catch((e: BridgeError) => e.code);
    const write = client.invoke('browser.test.change').catch((e: BridgeError) => e.code);
    await tick();
    ends[0]!.disconnect();
    expect(await read).to.equal('worker-restarted');
    expect(await write).to.equal('outcome-unknown');
    expect(client.status().state).to.equal('worker-restarting');
    await tick(100);
    expect(ends.length).to.equal(2);
    expect(client.status().state).to.equal('connected');
    client.close();
  });

  it('names one session in every hello: a fresh secret per client, the same after a reconnect, never exposed', async () => {
    const { client, ends } = await setup();
    await client.connect();
    ends[0]!.disconnect();
    await tick();
    await client.connect();
    expect(ends.length).to.equal(2);
    const sessions = ends.map((end) => (end.received.find((f) => (f as { type: string }).type === 'hello') as { session: string }).session);
    expect(sessions[0]).to.match(/^[0-9a-f]{64}$/);
    expect(sessions[1], 'a reconnect is the same session').to.equal(sessions[0]);
    const { client: second, ends: secondEnds } = await setup();
    await second.connect();
    expect((secondEnds[0]!.received[0] as { session: string }).session, 'another page is another session').to.not.equal(sessions[0]);
    const visible = JSON.stringify([client, client.status(), Object.values(client)]);
    expect(visible.includes(sessions[0]!), 'the secret is not readable from the client object').to.equal(false);
    client.close();
    second.close();
  });

  it('refuses to send while not connected, with a typed error', async () => {
    const { client } = await setup();
    const code = await client.invoke('browser.tabs.list').catch((e: BridgeError) => e.code);
    expect(code).to.equal('not-connected');
  });
});
