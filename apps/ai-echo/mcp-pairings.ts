// The MCP clients this AI Echo page is paired with, in its own origin's localStorage: the relay
// port, the name shown for the client, and the token both sides derived when the person typed
// the pairing code. A missing or damaged entry means "not paired", never an error.
export const MCP_PAIRINGS_SETTING = 'aiEcho.mcpPairings';

export interface McpPairing {
  pairingId: string;
  port: number;
  name: string;
  token: string;
  pairedAt: number;
}

function isPairing(v: unknown): v is McpPairing {
  const p = v as Partial<McpPairing> | null;
  return (
    typeof p === 'object' && p !== null &&
    typeof p.pairingId === 'string' && /^[0-9a-f]{32}$/.test(p.pairingId) &&
    typeof p.port === 'number' && Number.isInteger(p.port) && p.port > 0 && p.port < 65536 &&
    typeof p.name === 'string' && typeof p.token === 'string' && /^[0-9a-f]{64}$/.test(p.token) &&
    typeof p.pairedAt === 'number'
  );
}

export function loadPairings(storage: Pick<Storage, 'getItem'> = localStorage): McpPairing[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(MCP_PAIRINGS_SETTING) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPairing) : [];
  } catch {
    return [];
  }
}

/** One pairing per relay port: a new pairing on a port replaces the old one there. */
export function savePairing(pairing: McpPairing, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): McpPairing[] {
  const list = [...loadPairings(storage).filter((p) => p.port !== pairing.port && p.pairingId !== pairing.pairingId), pairing];
  storage.setItem(MCP_PAIRINGS_SETTING, JSON.stringify(list));
  return list;
}

export function forgetPairing(pairingId: string, storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): McpPairing[] {
  const list = loadPairings(storage).filter((p) => p.pairingId !== pairingId);
  storage.setItem(MCP_PAIRINGS_SETTING, JSON.stringify(list));
  return list;
}
