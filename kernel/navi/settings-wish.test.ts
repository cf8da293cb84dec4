// Settings wished for on pages that are not the benchmark's: a library catalogue (format select,
// language radios, an "Available now" checkbox, a sort select, a max-pages box) and a podcast
// player (a transcript switch and transcript language select).
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { findNumbers } from './numbers.ts';
import { unmetWords } from './pager.ts';
import { namesNothing, wishActs, wishReach, wishSettings } from './settings-wish.ts';
import { controlsOf } from './target-resolver.ts';
import { parseSemantic } from './semantic-step.ts';
import { levelRequest } from './level-control.ts';

const LIBRARY = [
  'main @mainmain',
  '  complementary "Refine" @refinexx',
  '    combobox "Format" @formatxx value=Any',
  '    radiogroup "Language" @langgrpx',
  '      radio "English" @englishx',
  '      radio "Welsh" @welshxxx',
  '    checkbox "Available now" @availxxx',
  '    spinbutton "Max pages" @maxpages type=number',
  '    combobox "Order by" @orderbyx value=Relevance',
  '    button "Large print" @largeprt unpressed',
  '  button "Show more" @showmore',
].join('\n');
const lib = controlsOf(parseOutline(LIBRARY).map((l) => ({ ...l, frameId: 0 })));
const libFields = [
  { fingerprint: 'formatxx', options: ['Any', 'Paperback', 'Hardback', 'Audiobook'] },
  { fingerprint: 'orderbyx', options: ['Relevance', 'Year: newest first', 'Pages: lowest first', 'Title A–Z'] },
];
const said = (text: string) => {
  const w = wishSettings(text, lib, libFields);
  if (!w || w.kind !== 'settings') return w;
  return { set: w.settings.map((s) => (s.kind === 'option' ? `${s.control.line.name}=${s.option}` : s.kind === 'number' ? `${s.control.line.name}=${s.text}` : `${s.control.line.name}:${s.on ? 'on' : 'off'}`)), uncovered: w.uncovered };
};

describe('settings a request wishes for', () => {
  it('sets every option, radio and checkbox the words name, plurals and typos too', () => {
    expect(said('only welsh audiobooks please')).to.deep.equal({ set: ['Welsh:on', 'Format=Audiobook'], uncovered: [] });
    expect(said('hardbacks that are available now')).to.deep.equal({ set: ['Format=Hardback', 'Available now:on'], uncovered: [] });
    expect(said('large print, in english')).to.deep.equal({ set: ['Large print:on', 'English:on'], uncovered: [] });
  });

  it('reads an ordering and a bound, and says what nothing took', () => {
    expect(said('newest frist plz')).to.deep.equal({ set: ['Order by=Year: newest first'], uncovered: [] });
    expect(said('nothing over three hundred pages, paperbacks')).to.deep.equal({ set: ['Max pages=300', 'Format=Paperback'], uncovered: [] });
    expect(said('paperbacks about dragons')!).to.deep.equal({ set: ['Format=Paperback'], uncovered: ['dragons'] });
    expect(said('no large print')).to.deep.equal({ set: ['Large print:off'], uncovered: [] });
    expect(said('what time does the library close')).to.equal(null);
  });

  it('asks when two controls could take the value, and leaves a mostly unexplained request to the other readings', () => {
    const dup = controlsOf(parseOutline([LIBRARY, '  complementary "Interface" @intrface', '    combobox "Site language" @sitelang value=English'].join('\n')).map((l) => ({ ...l, frameId: 0 })));
    const fields = [...libFields, { fingerprint: 'sitelang', options: ['English', 'Welsh'] }];
    const q = wishActs('welsh', dup, fields, () => undefined);
    expect(q && 'kind' in q && q.kind).to.equal('ask');
    // Said with the place it belongs, the other words tell them apart.
    const w = wishSettings('interface in welsh', dup, fields);
    expect(w?.kind === 'settings' && w.settings.map((s) => s.control.line.name)).to.deep.equal(['Site language']);
    expect(wishActs('paperbacks by the author I met at the festival last spring', lib, libFields, () => undefined)).to.equal(null);
  });

  it('finds the closed part that holds a setting, and pages no list for filler or an ordering', () => {
    const part = controlsOf(parseOutline(['  switch "Transcript" @transcrx', '  combobox "Transcript language" @tlangxxx'].join('\n')).map((l) => ({ ...l, frameId: 0 })));
    expect(wishReach('transcript on pls, in spanish', part)?.line.name).to.equal('Transcript');
    expect(wishReach('play the next episode', part)).to.equal(null);
    // A toggle is reached only by all of its name; of several, the one the words meet most.
    const rules = controlsOf(parseOutline(['  switch "Sunrise alarm rule on" @sunrisex', '  switch "Quiet hours rule on" @quietxxx'].join('\n')).map((l) => ({ ...l, frameId: 0 })));
    expect(wishReach('pause the quiet hours rule for now', rules)?.line.name).to.equal('Quiet hours rule on');
    expect(wishReach('pause the rule', rules)).to.equal(null);
    // An answer that says no is reached only when the request says no too.
    const consent = controlsOf(parseOutline(['  radio "I give permission for Evie to go" @permitxx', '  radio "Evie will not go" @notgoxxx'].join('\n')).map((l) => ({ ...l, frameId: 0 })));
    expect(wishReach('get Evie on it', consent)).to.equal(null);
    expect(wishReach("Evie won't go", consent)?.line.name).to.equal('Evie will not go');
    expect(unmetWords('newest frist plz', lib).filter((w) => !namesNothing(w))).to.deep.equal([]);
    expect(unmetWords('the dragon book', lib).filter((w) => !namesNothing(w))).to.deep.equal(['dragon', 'book']);
  });

  it("leaves a row's own toggles alone, and turns off for a verb that does", () => {
    const rows = controlsOf(parseOutline([LIBRARY, '  list "Loans" @loansxxx', '    button "Renew" @renew1xx unpressed', '    button "Renew" @renew2xx unpressed'].join('\n')).map((l) => ({ ...l, frameId: 0 })));
    expect(wishSettings('show me the renewed loans', rows, libFields)).to.equal(null);
    const w = wishSettings('the large print one', lib, libFields, true);
    expect(w?.kind === 'settings' && w.settings.map((x) => x.kind === 'toggle' && x.on)).to.deep.equal([false]);
  });

  it('reads numbers with multipliers and a level with its unit', () => {
    expect(findNumbers('nothing dearer than forty grand').map((n) => n.value)).to.deep.equal([40000]);
    expect(findNumbers('under 20k, or 1,250.50').map((n) => n.value)).to.deep.equal([20000, 1250.5]);
    expect(findNumbers('two and a half refills').map((n) => [n.value, n.unit])).to.deep.equal([[2.5, 'refill']]);
    expect(levelRequest('set the sleep timer to 40 mins')).to.deep.equal({ object: 'the sleep timer', to: 40 });
  });

  it('reads "tick it off" as marking done, not turning off', () => {
    const p = parseSemantic('my prescription is collected, tick it off');
    expect(p.meanings).to.include('complete');
    expect(p.value).to.equal(undefined);
    expect(parseSemantic('turn the autoplay off').value).to.equal('off');
  });
});
