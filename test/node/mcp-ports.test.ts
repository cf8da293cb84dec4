// The ports the README tells people to give their MCP clients never fall in the block the tests
// use (ECHO_OS_PORT to ECHO_OS_PORT+12), so running the tests never takes a client's port (or
// pairs a test with a person's client); and no test reaches past its block.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { DEFAULT_RELAY_PORT } from '../../browser-bridge/mcp-relay/protocol.ts';
import { OS_PORT, ROOT } from '../support/harness.ts';

/** The ports a test may use, past ECHO_OS_PORT (the harness, the benchmarks and the MCP tests). */
const BLOCK = 12;
const DEFAULT_OS_PORT = 4870;

function mcpSection(): string {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## Use it from an MCP client');
  assert.ok(start >= 0, 'the README has its MCP section');
  const next = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, next < 0 ? undefined : next);
}

function suggestedPorts(text: string): number[] {
  const patterns = [/--port["\s,]+"?(\d{2,5})/g, /--http["\s,]+"?(\d{2,5})/g, /127\.0\.0\.1:(\d{2,5})\/mcp/g, /pairing code (\d{2,5})-/g, /default (\d{4,5})\)/g];
  const ports = new Set<number>();
  for (const re of patterns) {
    for (const m of text.matchAll(re)) {
      for (const g of m.slice(1)) if (g) ports.add(Number(g));
    }
  }
  return [...ports];
}

const inBlock = (port: number, base: number) => port >= base && port <= base + BLOCK;

describe('ports', () => {
  it("the README's MCP ports (and the relay's default) are outside the tests' block", () => {
    const ports = [...suggestedPorts(mcpSection()), DEFAULT_RELAY_PORT];
    assert.ok(ports.length >= 6, `found the suggested ports: ${ports.join(', ')}`);
    for (const port of ports) {
      for (const base of new Set([DEFAULT_OS_PORT, OS_PORT])) {
        assert.ok(!inBlock(port, base), `port ${port} is in the tests' block ${base}-${base + BLOCK}`);
      }
    }
  });

  it('no test reaches past its block (ECHO_OS_PORT + 0..12)', () => {
    const files = readdirSync(join(ROOT, 'test'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    for (const file of files) {
      const text = readFileSync(join(ROOT, 'test', file), 'utf8');
      for (const m of text.matchAll(/\b[A-Z_]*PORT \+ (\d+)/g)) assert.ok(Number(m[1]) <= BLOCK, `${file}: ${m[0]}`);
    }
  });
});
