import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { controlsOf, describeControl, resolveControl } from './target-resolver.ts';

const OUTLINE = [
  'banner @aaaaaaa1',
  '  link "Log in" @aaaaaaa2',
  'main @aaaaaaa3',
  '  h2 "Blue kettle" @aaaaaaa4',
  '  button "Add to bag" @aaaaaaa5',
  '  h2 "Red kettle" @aaaaaaa6',
  '  button "Add to bag" @aaaaaaa7',
  'dialog "Sale ends soon" @aaaaaaa8',
  '  button "Close" @aaaaaaa9',
].join('\n');
const controls = controlsOf(parseOutline(OUTLINE).map((l) => ({ ...l, frameId: 0 })));
const verb = { text: 'add', meanings: ['add' as const] };

describe('target resolver', () => {
  it('uses the heading above a control and its landmarks as its place', () => {
    expect(describeControl(controls[1]!, true)).to.equal('button "Add to bag" (under "Blue kettle")');
    expect(controls.at(-1)!.landmarks.map((l) => l.role)).to.deep.equal(['dialog']);
  });

  it('resolves by name and place together, and reports equal candidates instead of choosing', () => {
    const one = resolveControl(controls, 'red kettle to my bag', verb);
    expect(one.kind === 'one' && one.control.line.fingerprint).to.equal('aaaaaaa7');
    const many = resolveControl(controls, 'kettle', verb);
    expect(many.kind === 'many' && many.controls.length).to.equal(2);
  });

  it('an ordinal picks among equal candidates in page order; words not found resolve nothing', () => {
    const first = resolveControl(controls, 'add to bag', null, 1);
    expect(first.kind === 'one' && first.control.line.fingerprint).to.equal('aaaaaaa5');
    expect(resolveControl(controls, 'green kettle', verb).kind).to.equal('none');
  });
});
