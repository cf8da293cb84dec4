import { expect } from '@esm-bundle/chai';
import type { RecordedAct, RecordingState } from '../../browser-bridge/recording.ts';
import { readFlowFile, toFlowFile } from './flow-file.ts';
import { parseIntent, parseValues } from './intents.ts';
import { ariaTarget, parameterName, toUserFlow, type StoredFlow } from './user-flow.ts';

const act = (a: Partial<RecordedAct> & Pick<RecordedAct, 'kind' | 'role' | 'name'>): RecordedAct => ({ selectors: [`aria/${a.name}[role="${a.role}"]`], frame: [], offsetX: 3, offsetY: 4, ...a });

function state(entries: RecordingState['entries']): RecordingState {
  return { recordingId: 'r', tabId: 1, origin: 'http://shop.test', startedAt: 1, startUrl: 'http://shop.test/a.html', title: 'A', entries, dropped: 0 };
}

describe('toUserFlow', () => {
  it('turns typed values into named parameters and keeps nothing of a sensitive field', () => {
    const { flow, parameters } = toUserFlow('sign up', state([
      { type: 'act', at: 2, url: 'http://shop.test/a.html', act: act({ kind: 'change', role: 'textbox', name: 'Full name', label: 'Full name', value: 'Ann' }) },
      { type: 'act', at: 3, url: 'http://shop.test/a.html', act: act({ kind: 'change', role: 'textbox', name: 'Password', label: 'Password', sensitive: 'password' }) },
      { type: 'act', at: 4, url: 'http://shop.test/a.html', act: act({ kind: 'click', role: 'button', name: 'Go' }) },
      { type: 'navigation', at: 5, url: 'http://shop.test/b.html', transition: 'form_submit' },
      { type: 'navigation', at: 6, url: 'http://shop.test/c.html', transition: 'typed+from_address_bar' },
    ]), [{ at: 5.5, tool: 'cart.add', arguments: { sku: 'x' }, frameId: 0 }]);
    expect(flow.steps.map((s) => s.type)).to.deep.equal(['navigate', 'change', 'change', 'click', 'customStep', 'navigate']);
    expect(parameters.properties.full_name).to.deep.equal({ type: 'string', title: 'Full name', default: 'Ann' });
    expect(parameters.properties.password).to.deep.equal({ type: 'string', title: 'Password', 'x-sensitive': 'password' });
    expect(JSON.stringify(flow)).not.to.include('Ann');
    expect(ariaTarget(flow.steps[3]!)).to.deep.equal({ role: 'button', name: 'Go' });
  });

  it('asserts the navigation a click caused on that click', () => {
    const { flow } = toUserFlow('x', state([
      { type: 'act', at: 2, url: 'http://shop.test/a.html', act: act({ kind: 'click', role: 'link', name: 'Next' }) },
      { type: 'navigation', at: 3, url: 'http://shop.test/b.html', transition: 'link' },
    ]), []);
    expect(flow.steps.at(-1)).to.deep.include({ type: 'click', assertedEvents: [{ type: 'navigation', url: 'http://shop.test/b.html' }] });
  });

  it('names parameters uniquely from labels', () => {
    const taken = new Set(['email']);
    expect(parameterName('Email', taken)).to.equal('email_2');
    expect(parameterName('New to-do', new Set())).to.equal('new_to_do');
    expect(parameterName('', new Set())).to.equal('value');
  });
});

describe('flow files', () => {
  const stored = (): StoredFlow => {
    const { flow, parameters } = toUserFlow('f', state([{ type: 'act', at: 2, url: '', act: act({ kind: 'change', role: 'textbox', name: 'Pin', label: 'Pin', sensitive: 'one-time-code' }) }]), []);
    return { id: 'i', name: 'f', origin: 'http://shop.test', createdAt: 1, updatedAt: 1, flow, parameters, dropped: 0 };
  };

  it('round-trips, and a sensitive parameter never keeps a value a file gives it', () => {
    const file = JSON.parse(JSON.stringify(toFlowFile(stored())));
    file['x-ai-echo'].parameters.properties.pin.default = '123456';
    const read = readFlowFile(file);
    expect(read.parameters.properties.pin).to.deep.equal({ type: 'string', title: 'Pin', 'x-sensitive': 'one-time-code' });
    expect(read.origin).to.equal('http://shop.test');
  });

  it('drops a default the redaction hides beside the parameter\'s name or title', () => {
    const file = JSON.parse(JSON.stringify(toFlowFile(stored())));
    file['x-ai-echo'].parameters.properties.code = { type: 'string', title: 'Security code', default: '9041' };
    file['x-ai-echo'].parameters.properties.nick = { type: 'string', title: 'Nickname', default: 'Ziggy' };
    const read = readFlowFile(file);
    expect(read.parameters.properties.code).to.deep.equal({ type: 'string', title: 'Security code', 'x-sensitive': 'withheld' });
    expect(read.parameters.properties.nick!.default).to.equal('Ziggy');
  });

  it('binds a flow to the one origin it names: none, a malformed one, or a page elsewhere is flow-invalid', () => {
    const file = () => JSON.parse(JSON.stringify(toFlowFile(stored())));
    const cases: [string, (f: Record<string, any>) => void][] = [
      ['no origin', (f) => delete f['x-ai-echo'].origin],
      ['no metadata', (f) => delete f['x-ai-echo']],
      ['a path', (f) => (f['x-ai-echo'].origin = 'http://shop.test/a')],
      ['another scheme', (f) => (f['x-ai-echo'].origin = 'javascript:alert(1)')],
      ['not as the browser writes it', (f) => (f['x-ai-echo'].origin = 'HTTP://Shop.test')],
      ['a page on another site', (f) => f.steps.push({ type: 'navigate', url: 'http://evil.test/' })],
    ];
    for (const [what, spoil] of cases) {
      const f = file();
      spoil(f);
      expect(() => readFlowFile(f), what).to.throw().with.property('code', 'flow-invalid');
    }
    const ok = file();
    ok.steps.push({ type: 'navigate', url: 'http://shop.test/b.html' });
    expect(readFlowFile(ok).origin).to.equal('http://shop.test');
  });

  it('refuses what replay cannot do, with flow-invalid', () => {
    const bad = [
      null,
      { title: 'x', steps: [] },
      { title: 'x', steps: [{ type: 'waitForExpression', expression: 'alert(1)' }] },
      { title: 'x', steps: [{ type: 'change', selectors: ['#a'], value: '{{undeclared}}' }] },
      { title: 'x', steps: [{ type: 'customStep', name: 'evil', parameters: {} }] },
      { title: 'x', steps: [{ type: 'click', selectors: [], offsetX: 1, offsetY: 1 }] },
    ];
    for (const b of bad) expect(() => readFlowFile(b), JSON.stringify(b)).to.throw().with.property('code', 'flow-invalid');
  });
});

describe('the person\'s words', () => {
  it('reads recording, replay and mapping requests, and nothing else', () => {
    expect(parseIntent('start recording')).to.deep.equal({ kind: 'record-start' });
    expect(parseIntent('Stop recording and save it as "weekly order"')).to.deep.equal({ kind: 'record-stop', name: 'weekly order' });
    expect(parseIntent('replay weekly order from step 3 with qty 2')).to.deep.equal({ kind: 'replay', name: 'weekly order', from: 3, values: 'qty 2', explicit: true });
    expect(parseIntent('play the recording weekly order')).to.deep.equal({ kind: 'replay', name: 'weekly order', from: 1, values: '', explicit: true });
    // A bare "play …" is an ordinary request unless a recording has that name (the caller checks).
    expect(parseIntent('play the next episode at double speed')).to.deep.equal({ kind: 'replay', name: 'next episode at double speed', from: 1, values: '' });
    expect(parseIntent('map this site')).to.deep.equal({ kind: 'map' });
    expect(parseIntent('map the site https://shop.test/')).to.deep.equal({ kind: 'map', site: 'https://shop.test/' });
    expect(parseIntent('which page has the booking form?')).to.deep.equal({ kind: 'which-page', phrase: 'booking form' });
    expect(parseIntent('run javascript 1+1')).to.equal(null);
    expect(parseIntent('add milk to my list')).to.equal(null);
  });

  it('reads values by parameter name or title', () => {
    const parameters = { type: 'object' as const, additionalProperties: false as const, properties: { email: { type: 'string' as const, title: 'Email' }, full_name: { type: 'string' as const, title: 'Full name' }, note: { type: 'string' as const, title: 'Note' } } };
    expect(parseValues('full name "Bo Chen", email=bo@x.test and note second, run', parameters)).to.deep.equal({ full_name: 'Bo Chen', email: 'bo@x.test', note: 'second' });
  });
});
