// One MCP client's kernel session with a stand-in toolset (the real path is in test/e2e/mcp.test.ts):
// its own task, and a change the client never heard the end of keeps the outcome-unknown rule.
import { expect } from '@esm-bundle/chai';
import type { PageFrame } from '../../browser-bridge/mcp-relay/protocol.ts';
import type { Receipt } from '../../kernel/receipts.ts';
import type { TaskState } from '../../kernel/task-state.ts';
import type { AgentToolset, ToolOutcome } from './agent-toolset.ts';
import { McpClientSession, resultFrame } from './mcp-client-session.ts';
import { sessionActor } from './mcp-clients.ts';

const SESSION_ID = 'b'.repeat(32);

const receipt = (effect: 'read' | 'mutation'): Receipt =>
  ({ id: crypto.randomUUID(), outcome: 'ok', effect, documentId: 'D'.repeat(32), message: null, trust: 'untrusted-page-data' }) as Receipt;

function session(effect: 'read' | 'mutation') {
  let finish!: () => void;
  const tasks: TaskState[] = [];
  const toolset = {
    execute: (_call: unknown, task: TaskState) => {
      tasks.push(task);
      return new Promise<ToolOutcome>((resolve) => (finish = () => resolve({ ok: true, value: { done: true }, receipt: receipt(effect) })));
    },
  } as unknown as AgentToolset;
  const sent: PageFrame[] = [];
  const s = new McpClientSession('a'.repeat(32), SESSION_ID, 'Client A', { toolset, showStep: (_c, _r, _a, run) => run(), send: (f) => (sent.push(f), true) });
  return { s, sent, tasks, finish: () => finish() };
}

describe('McpClientSession', () => {
  it("runs calls in the client's own task, named for it, and answers with the receipt", async () => {
    const h = session('mutation');
    const done = h.s.call({ type: 'call', id: 'c1', session: { id: SESSION_ID, name: 'Client A' }, action: 'browser.webmcp.invoke', arguments: {} });
    h.finish();
    await done;
    expect(h.tasks[0]).to.equal(h.s.task);
    expect([h.s.task.id, h.s.task.actor]).to.deep.equal([`mcp:${'a'.repeat(32)}:${SESSION_ID}`, 'Client A']);
    expect(h.sent[0]).to.include({ type: 'result', id: 'c1', ok: true });
    expect(h.s.task.needsInspection('D'.repeat(32))).to.equal(false);
  });

  it('a change whose client went away mid-call leaves its document needing an inspection', async () => {
    const h = session('mutation');
    const done = h.s.call({ type: 'call', id: 'c1', session: { id: SESSION_ID, name: 'Client A' }, action: 'browser.webmcp.invoke', arguments: {} });
    h.s.disconnected();
    h.finish();
    await done;
    expect(h.sent).to.deep.equal([], 'nothing is sent to a client that is gone');
    expect(h.s.task.needsInspection('D'.repeat(32))).to.equal(true);
  });

  it('a read the client cancelled leaves nothing to inspect', async () => {
    const h = session('read');
    const done = h.s.call({ type: 'call', id: 'c1', session: { id: SESSION_ID, name: 'Client A' }, action: 'browser.page.info', arguments: {} });
    h.s.cancel('c1');
    h.finish();
    await done;
    expect(h.s.task.needsInspection('D'.repeat(32))).to.equal(false);
  });

  it('a later session inherits the unknown outcomes an earlier one left, and none of its discoveries', () => {
    const deps = { toolset: {} as AgentToolset, showStep: () => Promise.reject(new Error('unused')), send: () => true };
    const doc = 'D'.repeat(32);
    const first = new McpClientSession('a'.repeat(32), SESSION_ID, 'Client A', deps);
    first.task.recordDiscovery(doc);
    const later = new McpClientSession('a'.repeat(32), 'c'.repeat(32), 'Client A #2', { ...deps, inherited: [{ documentId: doc, tool: null }] });
    expect(later.task.id).to.not.equal(first.task.id);
    expect(later.task.wasDiscovered(doc)).to.equal(false);
    expect(later.task.needsInspection(doc)).to.equal(true);
  });

  it('what it sends back is redacted whole: value, error message and detail, receipt message', () => {
    const key = 'sk-live-0123456789abcdefghij';
    const ok = resultFrame('c1', { ok: true, value: { text: `key ${key}`, fields: [{ label: 'Kennwort', value: 'hunter2' }] }, receipt: { ...receipt('read'), message: `saw ${key}` } } as ToolOutcome);
    const failed = resultFrame('c2', { ok: false, error: { code: 'script-error', message: `threw ${key}`, detail: { token: 'abc123' } }, receipt: receipt('read') } as unknown as ToolOutcome);
    for (const frame of [ok, failed]) {
      const text = JSON.stringify(frame);
      expect(text).to.not.include(key);
      expect(text).to.not.include('hunter2');
      expect(text).to.not.include('abc123');
    }
  });

  it('a picture leaves as a picture (not redacted text); a data URL whose bytes are no such image stays text and is redacted', () => {
    const png = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 600 }, (_, i) => (i * 7919) % 256)));
    const fake = btoa(`sk-live-${'4eC39HqLyjWDarjtT1zdp7dcQ9xR'.repeat(8)}`);
    const frame = resultFrame('c1', { ok: true, value: { shot: `data:image/png;base64,${png}`, smuggled: `data:image/png;base64,${fake}` }, receipt: receipt('read') } as ToolOutcome);
    expect(frame.ok && frame.pictures).to.deep.equal([{ mimeType: 'image/png', data: png }]);
    const text = JSON.stringify(frame.ok && frame.value);
    expect(text).to.include('image content 1 of this result');
    expect(text).to.not.include(png);
    expect(text).to.not.include(fake, 'a data URL that is not an image is redacted like any text');
  });

  it('shows a session by the name the person paired, never by another name alone', () => {
    expect(sessionActor('Client A', 'Client A')).to.equal('Client A');
    expect(sessionActor('Client A', 'Client A #2')).to.equal('Client A #2');
    expect(sessionActor('Client A', 'Client B')).to.equal('Client A: Client B');
    expect(sessionActor('Client', 'Client B')).to.equal('Client: Client B');
  });
});
