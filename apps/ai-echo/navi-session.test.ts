import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { NaviEngine } from '../../kernel/navi-engine.ts';
import type { AgentToolset } from './agent-toolset.ts';
import { MAX_STEPS_PER_REQUEST, NaviSession } from './navi-session.ts';

const toolset = (calls: string[]) =>
  ({
    tools: () => [{ name: 'browser.tabs.list', toolName: 'browser_tabs_list', description: '', inputSchema: {}, effect: 'read', tier: 'inspect' }],
    execute: async (call: { name: string }) => {
      calls.push(call.name);
      return { ok: true, value: {}, receipt: { outcome: 'ok' } };
    },
  }) as unknown as AgentToolset;

const engine = (next: NaviEngine['next']): NaviEngine => ({ id: 'fake', label: 'fake', next });

describe('NaviSession', () => {
  it('reports a cancelled model answer as stopped, not as an error', async () => {
    const session = new NaviSession(toolset([]), engine(async () => Promise.reject(new BridgeError('cancelled', 'Cancelled; the model was unloaded.'))));
    const text = await session.ask('list tabs');
    expect(text).to.match(/^Stopped: Cancelled/);
    expect(session.busy.get()).to.equal(false);
  });

  it('stops after the step budget instead of looping forever', async () => {
    const calls: string[] = [];
    const session = new NaviSession(toolset(calls), engine(async () => ({ kind: 'call', call: { name: 'browser.tabs.list', arguments: {} }, rationale: 'again' })));
    const text = await session.ask('list tabs');
    expect(calls).to.have.length(MAX_STEPS_PER_REQUEST);
    expect(text).to.match(/stopped after/);
  });

  it('says in the chat first when an approval may spend money, then what it waits for', () => {
    const session = new NaviSession(toolset([]), engine(async () => ({ kind: 'answer', text: '' })));
    session.approvalAsked({ approvalId: 'a'.repeat(32), consequences: [{ kind: 'spends-money', because: 'it is called "Place order"' }] });
    session.approvalAsked({ approvalId: 'b'.repeat(32), consequences: [] });
    expect(session.chat.get()).to.deep.equal([
      { kind: 'navi', text: 'Careful: This may spend money: it is called "Place order". No site allowance covers it; check it before you approve.' },
      { kind: 'approval', approvalId: 'a'.repeat(32) },
      { kind: 'approval', approvalId: 'b'.repeat(32) },
    ]);
  });
});
