// The page RPC's reading of Chrome's failures, against a stand-in chrome.scripting: each known
// message gets one code; a change that Chrome refused before injecting is that code (nothing
// ran), anything after injection is outcome-unknown. The real paths run in the e2e tests.
import { expect } from '@esm-bundle/chai';
import { BridgeError } from '../../browser-bridge/errors.ts';
import type { PageRuntime } from '../../faculties/sdk/page-rpc.ts';
import { classifyScriptingMessage } from './scripting-errors.ts';

type Injection = { target: unknown; files?: string[]; func?: (...a: unknown[]) => unknown; args?: unknown[]; world?: string };
let behave: (injection: Injection) => Promise<unknown[]> = async () => [];
const injections: Injection[] = [];
(globalThis as unknown as { chrome: unknown }).chrome = {
  scripting: {
    executeScript: (injection: Injection) => {
      injections.push(injection);
      return behave(injection);
    },
  },
  // No native dialog recorded in any tab (the dialog guard reads its records here).
  storage: { session: { get: async () => ({}) } },
};
const { pageRpc } = await import('./chrome-page-rpc.ts');

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    expect(err).to.be.instanceOf(BridgeError);
    return (err as BridgeError).code;
  }
  return 'resolved';
}

const change = { subject: 'cart.add', timeoutMs: 1_000, signal: new AbortController().signal };

describe('classifyScriptingMessage: one code per Chrome message', () => {
  const table: [string, string, boolean][] = [
    ['No tab with id: 12.', 'tab-missing', true],
    ['No frame with ID: 4', 'frame-missing', true],
    ['Frame with ID 4 is not ready', 'frame-missing', true],
    ['No document with id 9A2F in tab with id 12', 'navigated', true],
    ['Frame with ID 0 is showing error page', 'navigated', true],
    ['Cannot access contents of url "https://x.test/". Extension manifest must request permission to access this host.', 'origin-not-allowed', true],
    ['Cannot access a chrome:// URL', 'origin-not-allowed', true],
    ['The extensions gallery cannot be scripted.', 'origin-not-allowed', true],
    ['Missing host permission for the tab', 'origin-not-allowed', true],
    ['Tab containing frame with ID 0 was removed.', 'tab-missing', false],
    ['Frame with ID 3 was removed.', 'frame-missing', false],
    ['The frame was removed.', 'frame-missing', false],
    ['Something unheard of', 'internal', false],
  ];
  for (const [message, code, beforeRun] of table) {
    it(`"${message}" -> ${code}${beforeRun ? ', before anything ran' : ''}`, () => {
      expect(classifyScriptingMessage(message)).to.deep.equal({ code, beforeRun });
    });
  }
});

describe('pageRpc.runChange', () => {
  const target = { tabId: 12, documentId: 'D1' };

  it('a refusal Chrome gives before injecting is its own code: nothing ran', async () => {
    behave = async () => {
      throw new Error('No document with id D1 in tab with id 12');
    };
    expect(await codeOf(pageRpc.runChange(target, () => 1, [], change))).to.equal('navigated');
    behave = async () => {
      throw new Error('No tab with id: 12.');
    };
    expect(await codeOf(pageRpc.runChange(target, () => 1, [], change))).to.equal('tab-missing');
  });

  it('a failure after injection is outcome-unknown, never a code that says nothing ran', async () => {
    behave = async () => {
      throw new Error('Frame with ID 0 was removed.');
    };
    expect(await codeOf(pageRpc.runChange(target, () => 1, [], change))).to.equal('outcome-unknown');
    behave = async () => {
      throw new Error('Something unheard of');
    };
    expect(await codeOf(pageRpc.runChange(target, () => 1, [], change))).to.equal('outcome-unknown');
  });

  it('the deadline and the caller going away are outcome-unknown', async () => {
    behave = () => new Promise(() => undefined);
    expect(await codeOf(pageRpc.runChange(target, () => 1, [], { ...change, timeoutMs: 20 }))).to.equal('outcome-unknown');
    const gone = new AbortController();
    const pending = pageRpc.runChange(target, () => 1, [], { ...change, signal: gone.signal });
    gone.abort();
    expect(await codeOf(pending)).to.equal('outcome-unknown');
  });

  it('runs in exactly the document it was given, in the world asked for', async () => {
    injections.length = 0;
    behave = async () => [{ frameId: 0, documentId: 'D1', result: 7 }];
    expect(await pageRpc.runChange(target, () => 7, [], { ...change, world: 'MAIN' })).to.equal(7);
    expect(injections[0]).to.include({ world: 'MAIN' });
    expect(injections[0]!.target).to.deep.equal({ tabId: 12, documentIds: ['D1'] });
  });
});

describe('pageRpc.call', () => {
  interface Api {
    echo: { args: { n: number }; result: { n: number } };
  }
  const runtime: PageRuntime<Api> = { file: 'runtimes/test.js', global: '__test', version: 'v1' };

  it('installs the runtime file once when the document lacks it, then calls it', async () => {
    injections.length = 0;
    let installed = false;
    behave = async (inj) => {
      if (inj.files) {
        installed = true;
        return [];
      }
      return [{ frameId: 2, documentId: 'D2', result: installed ? { ok: true, value: { n: 3 } } : { missing: true } }];
    };
    const answer = await pageRpc.call(runtime, { tabId: 1, frameId: 2 }, 'https://a.test', 'echo', { n: 3 });
    expect(answer).to.deep.equal({ frameId: 2, documentId: 'D2', value: { n: 3 } });
    expect(injections.filter((i) => i.files).length).to.equal(1);
  });

  it("passes on the runtime's typed error, and refuses an answer that is not a reply", async () => {
    behave = async () => [{ frameId: 0, documentId: 'D', result: { ok: false, error: { code: 'not-hittable', message: 'covered' } } }];
    expect(await codeOf(pageRpc.call(runtime, { tabId: 1, frameId: 0 }, 'https://a.test', 'echo', { n: 1 }))).to.equal('not-hittable');
    behave = async () => [{ frameId: 0, documentId: 'D', result: { ok: true } }];
    expect(await codeOf(pageRpc.call(runtime, { tabId: 1, frameId: 0 }, 'https://a.test', 'echo', { n: 1 }))).to.equal('internal');
  });

  it("Chrome's refusal is the classified code", async () => {
    behave = async () => {
      throw new Error('No frame with ID: 5');
    };
    expect(await codeOf(pageRpc.call(runtime, { tabId: 1, frameId: 5 }, 'https://a.test', 'echo', { n: 1 }))).to.equal('frame-missing');
  });
});
