// Live Patch's own rule for the kernel, alone; the e2e test (test/e2e/livepatch.test.ts) checks
// the ToolRouter refuses through it when AI Echo registers the Faculty.
import { expect } from '@esm-bundle/chai';
import type { ToolDescriptor } from '../../browser-bridge/protocol.ts';
import { declaredPatchPolicy } from './policy.ts';

const d = (name: string, effect: 'read' | 'mutation'): ToolDescriptor => ({ name, toolName: name.replaceAll('.', '_'), description: name, inputSchema: { type: 'object' }, effect, tier: 'livepatch' });
const ops = [{ op: 'hide', target: { selector: '#b' } }];
const decide = (descriptor: ToolDescriptor, input: Record<string, unknown>) => declaredPatchPolicy({ action: descriptor.name, descriptor, input });

describe('declaredPatchPolicy', () => {
  it('refuses a change without a purpose that says what and why', async () => {
    for (const purpose of [undefined, 'hide', 'x x x x x x x x']) {
      const v = await decide(d('livepatch.apply', 'mutation'), { operations: ops, ...(purpose === undefined ? {} : { purpose }) });
      expect(!v.allow && v.code, String(purpose)).to.equal('purpose-required');
    }
  });

  it('refuses an apply that declares no operations', async () => {
    const v = await decide(d('livepatch.apply', 'mutation'), { purpose: 'Hide the banner the person asked to remove', operations: [] });
    expect(!v.allow && v.code).to.equal('purpose-required');
  });

  it('lets a declared change and every read through', async () => {
    expect((await decide(d('livepatch.apply', 'mutation'), { purpose: 'Hide the banner the person asked to remove', operations: ops })).allow).to.equal(true);
    expect((await decide(d('livepatch.revert', 'mutation'), { purpose: 'Undo the highlight the person no longer wants', patchId: 'p' })).allow).to.equal(true);
    expect((await decide(d('livepatch.list', 'read'), {})).allow).to.equal(true);
  });
});
