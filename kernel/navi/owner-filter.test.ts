// A list narrowed to one person's records, said in the possessive: the page's filter select that
// offers that person, never a select of an open record's dialog.
import { expect } from '@esm-bundle/chai';
import { namesOwner, ownerFilter } from './owner-filter.ts';
import { controlsOf } from './target-resolver.ts';
import { parseOutline } from '../../faculties/sdk/outline.ts';

const OUTLINE = [
  'main @mainnnnn',
  '  combobox "Handled by" @handledb ="Anyone"',
  '  combobox "Region" @regionnn ="All regions"',
  'dialog "Order 5531" @orderdlg',
  '  combobox "Handled by" @orderown ="Kai Berg"',
].join('\n');
const FIELDS = [
  { fingerprint: 'handledb', options: ['Anyone', 'Omar Haddad', 'Kai Berg', 'Ines Ruiz'] },
  { fingerprint: 'regionnn', options: ['All regions', 'North', 'South'] },
  { fingerprint: 'orderown', options: ['Nobody', 'Omar Haddad', 'Kai Berg', 'Ines Ruiz'] },
];
const controls = controlsOf(parseOutline(OUTLINE).map((l) => ({ ...l, frameId: 0 })));

describe("a list narrowed to one person's records", () => {
  it("sets the page's filter that offers the person, not the open record's field", () => {
    const hit = ownerFilter("list Omar's orders", ['list'], controls, FIELDS);
    expect(hit?.control.line.fingerprint).to.equal('handledb');
    expect(hit?.option).to.equal('Omar Haddad');
    expect(ownerFilter("just Ines' orders", [], controls, FIELDS)?.option).to.equal('Ines Ruiz');
  });

  it('leaves other requests alone: no possessive, another verb, or nobody the filters offer', () => {
    expect(namesOwner('show the orders from the north', ['show'])).to.equal(false);
    expect(namesOwner("open Omar's last order", ['open'])).to.equal(false);
    expect(namesOwner("Omar's orders", [])).to.equal(false);
    expect(ownerFilter("show only Zoe's orders", ['show'], controls, FIELDS)).to.equal(null);
  });
});
