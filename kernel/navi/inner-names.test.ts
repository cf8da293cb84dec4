import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { preferInner } from './inner-names.ts';
import { controlsOf, resolveControl } from './target-resolver.ts';

// A folder tree as the outline writes it (controls do not nest, landmarks do): each item is followed by
// the button it holds, and a folder's item is named after everything under it.
const TREE = [
  'navigation "Folders" @bbbbbbb0',
  '  tree "Folder tree" @bbbbbbb1',
  '    treeitem "Invoices 2024 March April" @bbbbbbb2 expanded',
  '    button "Invoices 2024" @bbbbbbb3',
  '    group @bbbbbbb4',
  '      treeitem "March" @bbbbbbb5',
  '      button "March" @bbbbbbb6',
  '      treeitem "April" @bbbbbbb7',
  '      button "April" @bbbbbbb8',
  '    treeitem "Receipts" @bbbbbbb9 collapsed',
  '    button "Receipts" @bbbbbbba',
  'main @bbbbbbbb',
  '  listitem "Ana Silva" @bbbbbbbc',
  '  button "Remove" @bbbbbbbd',
  '  listitem "Ana" @bbbbbbbe',
  '  button "Ana Silva" @bbbbbbbf',
].join('\n');
const controls = controlsOf(parseOutline(TREE).map((l) => ({ ...l, frameId: 0 })));

describe('holders named by what they hold', () => {
  it('marks tree items named only by the buttons inside them, not a holder with words of its own', () => {
    const marked = controls.filter((c) => c.namedByInside).map((c) => c.line.name);
    expect(marked).to.deep.equal(['Invoices 2024 March April', 'March', 'April', 'Receipts']);
    expect(preferInner(controls, (c) => c).map((c) => `${c.line.role} ${c.line.name}`)).to.include.members(['button March', 'listitem Ana Silva', 'listitem Ana']);
  });
  it('so that naming one finds one control, not the item and its button', () => {
    const one = resolveControl(controls, 'March', null);
    expect(one.kind === 'one' && one.control.line.role).to.equal('button');
    const other = resolveControl(controls, 'Receipts', null);
    expect(other.kind === 'one' && other.control.line.fingerprint).to.equal('bbbbbbba');
  });
  it('keeps the holder when it is the only candidate', () => {
    const holders = controls.filter((c) => c.namedByInside);
    expect(preferInner(holders, (c) => c)).to.have.length(holders.length);
  });
});
