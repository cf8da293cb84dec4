import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { canHold } from './value-holders.ts';
import type { Control } from './target-resolver.ts';

const control = (line: string): Control => ({ line: { ...parseOutline(line)[0]!, frameId: 0 }, landmarks: [], heading: null, index: 0 });

describe('which controls can hold the value a request sets', () => {
  it('a field holds words of its input type\'s shape', () => {
    expect(canHold(control('textbox "Network name (SSID)" @aaaaaaaa'), 'HartleyHome')).to.equal(true);
    expect(canHold(control('textbox "Mobile" @aaaaaaaa type=tel'), 'HartleyHome')).to.equal(false);
    expect(canHold(control('textbox "Mobile" @aaaaaaaa type=tel'), '07700 900461')).to.equal(true);
    expect(canHold(control('spinbutton "Guests" @aaaaaaaa'), 'four')).to.equal(true);
    expect(canHold(control('spinbutton "Guests" @aaaaaaaa'), 'lots')).to.equal(false);
  });
  it('a switch holds on or off; a radio, a button or a tab only a value its own name says', () => {
    expect(canHold(control('switch "Parental controls (filters websites at home)" @aaaaaaaa'), 'HartleyHome')).to.equal(false);
    expect(canHold(control('switch "Parental controls" @aaaaaaaa'), 'on')).to.equal(true);
    expect(canHold(control('button "Moving home" @aaaaaaaa collapsed'), 'HartleyHome')).to.equal(false);
    expect(canHold(control('radio "Strict — also social media" @aaaaaaaa'), 'strict')).to.equal(true);
    expect(canHold(control('button "Lisinopril 10 mg · 90 tablets" @aaaaaaaa'), '90')).to.equal(false);
    expect(canHold(control('button "Large" @aaaaaaaa unpressed'), 'large')).to.equal(true);
  });
  it('a select holds one of its options once they are read, any while they are not', () => {
    const select = control('combobox "Quality" @aaaaaaaa');
    expect(canHold(select, 'very high', ['Normal', 'High', 'Very high'])).to.equal(true);
    expect(canHold(select, 'HartleyHome', ['Normal', 'High'])).to.equal(false);
    expect(canHold(select, 'HartleyHome')).to.equal(true);
  });
});

// A broadband account: the visible tab is an overview; a closed "Wi-Fi" tab holds a switch and the
// network's name field (whose words meet "wifi name" and the value's "home" alike), a closed
// "Account" tab a "Moving home" section.
import { COLLAPSED } from './hidden-controls.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const SHOWN = ['main @mainnnnn', '  tablist "My account" @tablistt', '    tab "Overview" @overview selected', '    tab "Wi-Fi" @wifitabb', '    tab "Account" @accountt', '  h2 "Your package" @packageh'].join('\n');
const PARTS = {
  frameId: 0,
  containers: [
    { kind: 'tab', opener: 'tab "Wi-Fi" @wifitabb', controls: ['  switch "Parental controls (filters websites on every device at home)"', '  textbox "Network name (SSID)"', '  button "Save network settings"'], more: 0 },
    { kind: 'tab', opener: 'tab "Account" @accountt', controls: ['  button "Moving home" collapsed', '  textbox "New postcode"'], more: 0 },
  ],
  omitted: { containers: 0, controls: 0, sensitive: 0 },
};
const WIFI = ['main @mainnnnn', '  tablist "My account" @tablistt', '    tab "Overview" @overview', '    tab "Wi-Fi" @wifitabb selected', '    tab "Account" @accountt', '  switch "Parental controls (filters websites on every device at home)" @parental', '  textbox "Network name (SSID)" @ssidboxx ="Skylark-7F2C"', '  button "Save network settings" @savenetw'].join('\n');

describe('a value set in a closed part', () => {
  it('goes to the control that can hold it, not a question among those its words also meet', async () => {
    const acts: string[] = [];
    let outline = SHOWN;
    const answers = await playConversation(['Change the wifi name to HartleyHome'], pageControlTools('browser.semantic.type'), ({ name, arguments: args }) => {
      const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
      if (name === 'browser.semantic.click') {
        acts.push(`click ${fp}`);
        if (fp === 'wifitabb') outline = WIFI;
      }
      if (name === 'browser.semantic.type') acts.push(`type ${fp} ${String(args.text)}`);
      if (name === COLLAPSED) return outline === SHOWN ? PARTS : { frameId: 0, containers: [], omitted: { containers: 0, controls: 0, sensitive: 0 } };
      return plainAnswer(name, outline);
    });
    expect(answers.at(-1)).to.not.match(/not sure which/);
    expect(acts).to.deep.equal(['click wifitabb', 'type ssidboxx HartleyHome', 'click savenetw']);
  });
});
