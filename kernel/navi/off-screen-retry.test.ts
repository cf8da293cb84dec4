import { expect } from '@esm-bundle/chai';
import { runSteps, type Result, type StepContext, type Unit } from './turn.ts';
import { CLICK } from './results.ts';

const press = { name: CLICK, arguments: { target: { fingerprint: 'photo-42' } } };
const res = (name: string, args: Record<string, unknown>, ok: boolean, data: unknown = {}, errorCode?: string): Result => ({
  role: 'result',
  call: { name, arguments: args },
  ok,
  result: { kind: 'untrusted', source: name, data },
  ...(errorCode ? { errorCode } : {}),
});
const refused = res(CLICK, press.arguments, false, { code: 'not-hittable', message: 'The target is outside the viewport.', detail: { reason: 'off-screen' } }, 'not-hittable');

describe('a press refused off screen', () => {
  // A gallery's planner that opens one photo and then answers: it knows nothing of scrolling.
  const seen: Result[][] = [];
  const plan = () => (ctx: StepContext) => {
    seen.push([...ctx.mine]);
    return ctx.mine.length ? ({ kind: 'done', summary: ctx.mine[0]!.ok ? 'opened' : 'refused' } as const) : ({ kind: 'call', call: press, rationale: 'Open the photo.' } as const);
  };
  const run = (results: Result[]) => runSteps({ request: 'open the lighthouse photo', answers: [], results } as Unit, [{ text: 'open the lighthouse photo', start: 0 }], plan, (s) => s.join(' '));

  it('is scrolled into view and pressed again, for any planner, which sees only the press that counted', () => {
    expect(run([refused])).to.deep.include({ kind: 'call', call: { name: 'browser.semantic.scroll', arguments: { target: { fingerprint: 'photo-42' }, to: 'intoView' } } });
    const scrolled = res('browser.semantic.scroll', { target: { fingerprint: 'photo-42' }, to: 'intoView' }, true);
    const again = run([refused, scrolled]);
    expect(again.kind === 'call' && again.call).to.deep.equal(press);
    seen.length = 0;
    expect(run([refused, scrolled, res(CLICK, press.arguments, true)])).to.deep.equal({ kind: 'answer', text: 'opened' });
    expect(seen.at(-1)!.map((r) => r.ok)).to.deep.equal([true]);
  });

  it('a scroll that fails, or a refusal for another reason, is left to the planner', () => {
    expect(run([refused, res('browser.semantic.scroll', {}, false, {}, 'not-found')])).to.deep.equal({ kind: 'answer', text: 'refused' });
    const covered = res(CLICK, press.arguments, false, { code: 'not-hittable', message: 'Another element covers it.', detail: { reason: 'covered' } }, 'not-hittable');
    expect(run([covered])).to.deep.equal({ kind: 'answer', text: 'refused' });
  });
});
