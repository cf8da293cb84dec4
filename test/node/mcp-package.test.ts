// The `ai-echo-mcp` package as a person gets it: built (scripts/build-mcp.ts), packed with
// `npm pack`, copied into an empty folder outside the checkout and run with
// `npx ./ai-echo-mcp-VERSION.tgz` under an empty HOME and npm cache, offline. The bin is one
// bundled file, so nothing is fetched: if it still imported a package (or tsx), this fails.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { buildMcp, packMcp } from '../../scripts/build-mcp.ts';
import mcpPkg from '../../mcp/package.json' with { type: 'json' };
import rootPkg from '../../package.json' with { type: 'json' };

const run = promisify(execFile);

describe('the ai-echo-mcp package', () => {
  let work: string;
  let tarball: string;

  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'echo-mcp-pack-'));
    await buildMcp();
    tarball = packMcp(work);
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('packs the one bundled bin, its notices and its manifest, nothing else', async () => {
    assert.equal(mcpPkg.version, rootPkg.version, 'the package is versioned with the checkout');
    assert.equal(basename(tarball), `ai-echo-mcp-${mcpPkg.version}.tgz`);
    const { stdout } = await run('tar', ['tzf', tarball]);
    assert.deepEqual(stdout.trim().split('\n').sort(), ['package/dist/THIRD-PARTY-NOTICES.txt', 'package/dist/ai-echo-mcp.js', 'package/package.json']);
    assert.equal(Object.keys((mcpPkg as { dependencies?: object }).dependencies ?? {}).length, 0, 'no dependencies to fetch');
  });

  it('runs with npx from the tarball in an empty folder, with an empty npm cache, offline', async () => {
    const clean = join(work, 'clean');
    mkdirSync(join(clean, 'home'), { recursive: true });
    copyFileSync(tarball, join(clean, basename(tarball)));
    const env = { PATH: process.env.PATH ?? '', HOME: join(clean, 'home'), npm_config_cache: join(clean, 'cache'), npm_config_update_notifier: 'false', npm_config_fund: 'false' };
    const { stdout } = await run('npx', ['--offline', '--yes', `./${basename(tarball)}`, '--help'], { cwd: clean, env, timeout: 120_000 });
    assert.match(stdout, /^ai-echo-mcp: AI Echo's browser tools for MCP clients/);
    assert.match(stdout, /--http PORT/);
  });
});
