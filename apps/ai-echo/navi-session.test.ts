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
});
