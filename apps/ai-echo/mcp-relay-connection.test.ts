// AI Echo's end of the relay against a stand-in program (the real one is in test/node and
// test/e2e): the page accepts the program only once it proved the pairing back, derives the same
// token, and stops at a refusal.
import { expect } from '@esm-bundle/chai';
import { authProof, newNonce, pairingToken, pairProof } from '../../browser-bridge/mcp-relay/pairing.ts';
import { RELAY_PROTOCOL_VERSION, type PageFrame } from '../../browser-bridge/mcp-relay/protocol.ts';
import type { McpPairing } from './mcp-pairings.ts';
import { RelayConnection, type ClientRequest, type RelayConnectionState } from './mcp-relay-connection.ts';
import { FakeSocket } from './relay-socket.fixture.ts';

const SESSION = { id: 'e'.repeat(32), name: 'Client A' };

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).to.equal(true);
};

function harness(credential: ConstructorParameters<typeof RelayConnection>[0]['credential']) {
  const sockets: FakeSocket[] = [];
  const states: [RelayConnectionState, string][] = [];
  const requests: ClientRequest[] = [];
  const paired: McpPairing[] = [];
  let connected = 0;
  const connection = new RelayConnection({
    port: 4873,
    credential,
    openSocket: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    onPaired: (p) => paired.push(p),
    onState: (state, message) => states.push([state, message]),
    onConnected: () => void connected++,
    onRequest: (f) => requests.push(f),
    onDisconnected: () => undefined,
    maxBackoffMs: 10,
  });
  connection.start();
  return { connection, sockets, states, requests, paired, connected: () => connected, last: () => states.at(-1)! };
}

const SECRET = 'ABCD-EFGH-JKMN';
const PAIRING: McpPairing = { pairingId: 'a'.repeat(32), port: 4873, name: 'Client A', token: 'b'.repeat(64), pairedAt: 1 };

describe('RelayConnection (AI Echo end of the MCP relay)', () => {
  it('pairs with a typed code: proves it, checks the program proved it back, derives the same token', async () => {
    const h = harness({ kind: 'code', secret: SECRET });
    const socket = h.sockets[0]!;
    const serverNonce = newNonce();
    socket.deliver({ type: 'challenge', protocolVersion: RELAY_PROTOCOL_VERSION, nonce: serverNonce, name: 'Client A' });
    await until(() => socket.sent.length === 1);
    const pair = socket.sent[0] as Extract<PageFrame, { type: 'pair' }>;
    expect(pair.type).to.equal('pair');
    expect(pair.proof).to.equal(await pairProof(SECRET, 'page', serverNonce, pair.nonce));
    expect(JSON.stringify(pair)).to.not.contain(SECRET.replaceAll('-', ''), 'the code itself never crosses');
    socket.deliver({ type: 'welcome', pairingId: 'c'.repeat(32), name: 'Client A', proof: await pairProof(SECRET, 'server', serverNonce, pair.nonce) });
    await until(() => h.connected() === 1);
    expect(h.paired[0]!.token).to.equal(await pairingToken(SECRET, serverNonce, pair.nonce));
    expect(h.last()[0]).to.equal('connected');
    socket.deliver({ type: 'call', id: 'c1', session: SESSION, action: 'browser.page.info', arguments: {} });
    await until(() => h.requests.length === 1);
  });

  it('refuses a program that cannot prove the pairing back, and never takes a request from it', async () => {
    const h = harness({ kind: 'pairing', pairing: PAIRING });
    const socket = h.sockets[0]!;
    const serverNonce = newNonce();
    socket.deliver({ type: 'challenge', protocolVersion: RELAY_PROTOCOL_VERSION, nonce: serverNonce, name: 'Impostor' });
    await until(() => socket.sent.length === 1);
    const auth = socket.sent[0] as Extract<PageFrame, { type: 'auth' }>;
    expect(auth.proof).to.equal(await authProof(PAIRING.token, 'page', serverNonce, auth.nonce));
    // A squatter that only replays what it saw cannot answer with the server's proof.
    socket.deliver({ type: 'welcome', pairingId: PAIRING.pairingId, name: 'Impostor', proof: auth.proof });
    await until(() => h.last()[0] === 'refused');
    expect(h.last()[1]).to.match(/did not prove the pairing/);
    expect(h.connected()).to.equal(0);
    expect(socket.closedWith).to.equal(4003);
    socket.deliver({ type: 'call', id: 'c1', session: SESSION, action: 'browser.page.info', arguments: {} });
    await new Promise((r) => setTimeout(r, 20));
    expect(h.requests).to.deep.equal([]);
    await new Promise((r) => setTimeout(r, 40));
    expect(h.sockets.length).to.equal(1, 'a refusal ends the retries');
  });

  it('a call before the handshake, or a frame that is not the protocol, ends the connection', async () => {
    const h = harness({ kind: 'pairing', pairing: PAIRING });
    h.sockets[0]!.deliver({ type: 'call', id: 'c1', session: SESSION, action: 'browser.page.info', arguments: {} });
    await until(() => h.last()[0] === 'refused');
    expect(h.requests).to.deep.equal([]);
    const g = harness({ kind: 'pairing', pairing: PAIRING });
    g.sockets[0]!.deliver('{"type":"challenge"}');
    await until(() => g.last()[0] === 'refused');
    expect(g.last()[1]).to.match(/malformed/);
  });

  it('a stored pairing waits and retries while the program is not running; a refusal from it stops that', async () => {
    const h = harness({ kind: 'pairing', pairing: PAIRING });
    h.sockets[0]!.close(1006);
    await until(() => h.sockets.length === 2);
    expect(h.states.some(([s, m]) => s === 'waiting' && /Waiting for Client A/.test(m))).to.equal(true);
    h.sockets[1]!.deliver({ type: 'refused', error: { code: 'pairing-refused', message: 'Client A no longer knows this pairing: pair again.' } });
    await until(() => h.last()[0] === 'refused');
    await new Promise((r) => setTimeout(r, 40));
    expect(h.sockets.length).to.equal(2);
  });
});
