// A creator whose dialog asks only for a name, against a scripted music library ("New playlist"
// opens a dialog with one title field, prefilled, and "Create playlist"): the name the request
// gives goes in the field and the dialog's making button is pressed.
import { expect } from '@esm-bundle/chai';
import { parseOutline } from '../../faculties/sdk/outline.ts';
import { givenName, nameOnlyForm } from './creator-name.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { controlsOf } from './target-resolver.ts';

const TOOLS = pageControlTools('browser.semantic.type');
const LIST = ['main @mainmain', '  h1 "Playlists"', '  button "New playlist" @newplayl', '  link "Morning run" @morningr', '  link "Dinner jazz" @dinnerja'].join('\n');
const DIALOG = ['dialog "New playlist" @dialognp', '  form @formnewp', '    textbox "Playlist title" @titlefld ="Untitled playlist"', '    button "Create playlist" @createpl', '    button "Cancel" @cancelpl'].join('\n');

describe('a creator whose dialog asks only for a name', () => {
  it('reads the name given outright, quoted or after "called"', () => {
    expect(givenName('start a new playlist called Road trip songs')).to.equal('Road trip songs');
    expect(givenName("add a playlist named 'Rainy days'")).to.equal('Rainy days');
    expect(givenName('add a new playlist')).to.equal(undefined);
  });

  it('finds the one field and the making button, and nothing when the form asks for more', () => {
    const controls = controlsOf(parseOutline(DIALOG).map((l) => ({ ...l, frameId: 0 })));
    const plan = nameOnlyForm('create a playlist called Road trip', controls, 'formnewp');
    expect(plan?.field.line.name).to.equal('Playlist title');
    expect(plan?.submit.line.name).to.equal('Create playlist');
    const two = controlsOf(parseOutline(DIALOG.replace('    button "Create', '    textbox "Description" @descfldx\n    button "Create')).map((l) => ({ ...l, frameId: 0 })));
    expect(nameOnlyForm('create a playlist called Road trip', two, 'formnewp')).to.equal(null);
  });

  it('opens the creator, types the name and presses the making button', async () => {
    const actions: string[] = [];
    let open = false;
    await playConversation(['make a new playlist called Road trip songs'], TOOLS, ({ name, arguments: args }) => {
      const fp = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint);
      if (name === 'browser.semantic.click') {
        actions.push(`click ${fp}`);
        if (fp === 'newplayl') open = true;
      }
      if (name === 'browser.semantic.type') actions.push(`type ${fp} ${String(args.text)}`);
      return plainAnswer(name, open ? `${LIST}\n${DIALOG}` : LIST);
    });
    expect(actions).to.deep.equal(['click newplayl', 'type titlefld Road trip songs', 'click createpl']);
  });
});
