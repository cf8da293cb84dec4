// Forget in AI Echo's MCP clients panel: the pairing leaves this page's storage, and a connected
// program is told (it drops its side and shows a fresh code; test/node/mcp-relay.test.ts and
// test/e2e/mcp.test.ts run the real one).
import { expect } from '@esm-bundle/chai';
import { authProof } from '../../browser-bridge/mcp-relay/pairing.ts';
import { RELAY_PROTOCOL_VERSION, type PageFrame } from '../../browser-bridge/mcp-relay/protocol.ts';
import type { AgentToolset } from './agent-toolset.ts';
import { McpClients } from './mcp-clients.ts';
import { MCP_PAIRINGS_SETTING, loadPairings, type McpPairing } from './mcp-pairings.ts';
import { FakeSocket } from './relay-socket.fixture.ts';

const PAIRING: McpPairing = { pairingId: 'a'.repeat(32), port: 4890, name: 'Client A', token: 'b'.repeat(64), pairedAt: 1 };

function setUp() {
  const items = new Map<string, string>([[MCP_PAIRINGS_SETTING, JSON.stringify([PAIRING])]]);
  const storage = { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
  const sockets: FakeSocket[] = [];
  const clients = new McpClients({
    toolset: { tools: () => [] } as unknown as AgentToolset,
    showStep: () => Promise.reject(new Error('no step in this test')),
    storage,
    openSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
  });
  clients.start();
  return { clients, storage, sockets };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).to.equal(true);
};

describe('McpClients.forget', () => {
  it('tells a connected program, then forgets the pairing here', async () => {
    const { clients, storage, sockets } = setUp();
    const socket = sockets[0]!;
    socket.deliver({ type: 'challenge', protocolVersion: RELAY_PROTOCOL_VERSION, nonce: 'c'.repeat(64), name: 'Client A' });
    await until(() => socket.sent.length === 1);
    const auth = socket.sent[0] as Extract<PageFrame, { type: 'auth' }>;
    socket.deliver({ type: 'welcome', pairingId: PAIRING.pairingId, name: 'Client A', proof: await authProof(PAIRING.token, 'server', 'c'.repeat(64), auth.nonce) });
    await until(() => clients.views.get().some((v) => v.state === 'connected'));
    clients.forget(PAIRING.pairingId);
    expect(socket.sent.map((f) => f.type)).to.include('forget');
    expect(socket.closedWith).to.equal(1000);
    expect(loadPairings(storage)).to.deep.equal([]);
    expect(clients.views.get()).to.deep.equal([]);
  });

  it('forgets a pairing whose program is not connected without sending it anything', () => {
    const { clients, storage, sockets } = setUp();
    clients.forget(PAIRING.pairingId);
    expect(sockets[0]!.sent).to.deep.equal([]);
    expect(loadPairings(storage)).to.deep.equal([]);
  });
});
