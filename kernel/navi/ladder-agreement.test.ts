// The Navi and the router agree (issue 24 item 9): every change the Navi makes below WebMCP
// passes the router's own ladder rule (kernel/ladder-policy.ts over a real TaskState), message by
// message: each message from the person is a new request for the router, which drops the reasons
// to fall back, so a change after an answer, or after opening a closed part, must come after a
// reason recorded in that message. A refused call is answered as the router answers it
// (`ladder-skip`), and the test fails on the first one.
import { expect } from '@esm-bundle/chai';
import type { ToolDescriptor } from '../../browser-bridge/protocol.ts';
import { IntentGrammarEngine } from '../intent-grammar-engine.ts';
import { ladderDecision } from '../ladder-policy.ts';
import { untrusted, type NaviMessage, type NaviTool } from '../navi-engine.ts';
import { TaskState } from '../task-state.ts';
import { COLLAPSED } from './hidden-controls.ts';

const MUTATIONS = new Set(['browser.semantic.click', 'browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select', 'browser.semantic.key', 'browser.semantic.scroll']);
const NAMES = ['browser.webmcp.discover', 'browser.semantic.snapshot', 'browser.semantic.extract', 'browser.semantic.verify', COLLAPSED, 'navi.fallback', ...MUTATIONS];
const tierOf = (name: string) => (name.startsWith('browser.webmcp.') ? 'webmcp' : name.startsWith('browser.semantic.') ? 'semantic' : 'local');
const descriptor = (name: string) => ({ name, toolName: name.replaceAll('.', '_'), description: '', inputSchema: { type: 'object' }, effect: MUTATIONS.has(name) ? 'mutation' : 'read', tier: tierOf(name) });
const TOOLS = NAMES.map(descriptor) as NaviTool[];
const DOC = 'D1';

/** A page as outlines: what shows before and after a click on `opens` (a closed part's opener). */
interface Page {
  outline: string;
  opened?: { by: string; outline: string; parts: unknown };
  parts?: unknown;
  options?: string[];
}

/** Plays the conversation against the router's ladder rule; returns the refusals and the changes made in each message. */
async function converse(turns: string[], page: Page) {
  const engine = new IntentGrammarEngine(() => new Date(2030, 0, 7, 12));
  const task = new TaskState('t');
  const messages: NaviMessage[] = [];
  const refused: string[] = [];
  const changes: string[][] = [];
  let open = false;
  for (const text of turns) {
    task.beginRequest(text);
    messages.push({ role: 'user', text });
    changes.push([]);
    for (let i = 0; ; i++) {
      if (i > 40) throw new Error('no answer after 40 steps');
      const step = await engine.next(messages, TOOLS);
      if (step.kind === 'answer') {
        messages.push({ role: 'navi', text: step.text });
        break;
      }
      const { name, arguments: args } = step.call;
      messages.push({ role: 'call', call: step.call, rationale: step.rationale });
      const rule = ladderDecision(descriptor(name) as ToolDescriptor, DOC, task);
      if (!rule.allow) {
        refused.push(`${name} in "${text}": ${rule.code}`);
        messages.push({ role: 'result', call: step.call, ok: false, errorCode: rule.code, result: untrusted(name, { code: rule.code, message: rule.message }) });
        continue;
      }
      if (MUTATIONS.has(name)) changes.at(-1)!.push(name);
      if (name === 'navi.fallback') task.recordFallback(DOC, String(args.reason));
      if (name === 'browser.webmcp.discover') task.recordDiscoveryResult(DOC, { frames: [{ frameId: 0, documentId: DOC, tools: [] }] });
      open ||= name === 'browser.semantic.click' && page.opened !== undefined && JSON.stringify(args).includes(page.opened.by);
      const shown = open && page.opened ? page.opened : page;
      const data =
        name === 'browser.webmcp.discover' ? { tabId: 3, frames: [{ frameId: 0, documentId: DOC, tools: [] }] }
        : name === 'browser.semantic.snapshot' ? { tabId: 3, frames: [{ frameId: 0, outline: shown.outline }] }
        : name === 'browser.semantic.verify' ? { state: { inViewport: true } }
        : name === COLLAPSED ? (shown.parts ?? { frameId: 0, containers: [] })
        : name === 'browser.semantic.extract' ? { fields: page.options ? [{ fingerprint: 'ssssssss', options: page.options }] : [] }
        : name === 'navi.fallback' ? { recorded: true }
        : { after: {} };
      messages.push({ role: 'result', call: step.call, ok: true, result: untrusted(name, data) });
    }
  }
  return { refused, changes };
}

describe('the Navi and the router agree on the ladder', () => {
  it('a change made after the person answers a question records its reason again in that message', async () => {
    const page = { outline: ['main', '  heading "Tea" @h1h1h1h1', '  button "Remove" @r1r1r1r1', '  heading "Coffee" @h2h2h2h2', '  button "Remove" @r2r2r2r2'].join('\n') };
    const { refused, changes } = await converse(['press remove', 'the coffee one'], page);
    expect(refused).to.deep.equal([]);
    expect(changes).to.deep.equal([[], ['browser.semantic.click']], 'the change came in the answer\'s message');
  });

  it('a field the request left empty: the text the person gives is typed under a reason of its own message', async () => {
    const page = { outline: ['main', '  textbox "Nickname" @tttttttt'].join('\n') };
    const { refused, changes } = await converse(['fill in the nickname', 'Bobby'], page);
    expect(refused).to.deep.equal([]);
    expect(changes.at(-1)).to.deep.equal(['browser.semantic.type']);
  });

  it('a control inside a closed part, reached by opening it: both clicks pass, and so does the next request', async () => {
    const closed = ['main', '  button "Save" @savesave', '  button "More" @moremore collapsed'].join('\n');
    const page: Page = {
      outline: closed,
      parts: { frameId: 0, containers: [{ kind: 'details', opener: 'button "More" @moremore collapsed', controls: ['  switch "Weekly digest"'], more: 0 }], omitted: { containers: 0, controls: 0, sensitive: 0 } },
      opened: { by: 'moremore', outline: `${closed.replace('collapsed', 'expanded')}\n  switch "Weekly digest" @digestdd`, parts: { frameId: 0, containers: [] } },
    };
    const { refused, changes } = await converse(['turn on the weekly digest', 'now press save'], page);
    expect(refused).to.deep.equal([]);
    expect(changes).to.deep.equal([['browser.semantic.click', 'browser.semantic.check'], ['browser.semantic.click']]);
  });

  it('the rule it is held to is the router\'s: a change without a reason in its own message is refused', () => {
    const task = new TaskState('t');
    task.beginRequest('first');
    task.recordDiscoveryResult(DOC, { frames: [] });
    task.recordFallback(DOC, 'no page tool fits');
    task.beginRequest('an answer');
    expect(ladderDecision(descriptor('browser.semantic.click') as ToolDescriptor, DOC, task)).to.include({ allow: false, code: 'ladder-skip' });
  });
});
