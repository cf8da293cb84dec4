// Acting on a listed record through its row menu and the dialog it opens, against a scripted photo
// library: albums inside albums, each photo's "Options for <name>" menu, rename, move, share and
// delete-for-good dialogs, and a Trash place. The page is a small model that redraws its outline
// after every click, as a real one would; the tests read its state, not the Navi's words.
import { expect } from '@esm-bundle/chai';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';
import { parseRowRequest } from './row-request.ts';
import { IntentGrammarEngine } from '../intent-grammar-engine.ts';
import { untrusted, type NaviMessage } from '../navi-engine.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select');

interface Item { name: string; album: string; folder?: boolean; trashed?: boolean; people?: Record<string, string> }

/** A photo library: a list of the album shown, with each entry's options menu and its dialogs. */
class Library {
  here = 'All photos';
  menu: string | null = null;
  dialog: { kind: 'rename' | 'move' | 'share' | 'purge'; item: Item; typed?: string; dest?: string; role?: string; email?: string } | null = null;
  clicks: string[] = [];
  constructor(public items: Item[], /** Destinations as a list box's options, not radios. */ private listed = false) {}
  private fp(s: string) {
    return s.toLowerCase().replace(/[^a-z0-9]/g, '').padEnd(8, 'x').slice(0, 8);
  }
  private controls = new Map<string, () => void>();
  private line(depth: number, role: string, name: string, act?: () => void, extra = '') {
    const fp = this.fp(`${role}${name}`).slice(0, 4) + this.fp(name).slice(-4) + String(this.controls.size).padStart(3, '0');
    const id = fp.slice(-8);
    if (act) this.controls.set(id, act);
    return `${'  '.repeat(depth)}${role} ${JSON.stringify(name)} @${id}${extra}`;
  }
  outline(): string {
    this.controls.clear();
    const out = ['navigation "Sections" @sections'];
    for (const p of ['All photos', 'Trash']) out.push(this.line(1, 'button', p, () => this.go(p)));
    out.push('main @mainmain', `  h1 ${JSON.stringify(this.here)}`);
    const shown = this.items.filter((i) => (this.here === 'Trash' ? i.trashed : !i.trashed && i.album === this.here));
    for (const i of shown) {
      if (i.folder) out.push(this.line(1, 'link', `🖼 ${i.name}`, () => this.go(i.name)));
      out.push(this.line(1, 'button', `Options for ${i.name}`, () => (this.menu = this.menu === i.name ? null : i.name), this.menu === i.name ? ' expanded' : ' collapsed'));
      if (this.menu === i.name) {
        out.push(`  menu "Options for ${i.name}" @menu${this.fp(i.name).slice(0, 4)}`);
        const entries: [string, () => void][] = i.trashed
          ? [['Put back', () => (i.trashed = false)], ['Erase for good', () => (this.dialog = { kind: 'purge', item: i })]]
          : [['Rename…', () => (this.dialog = { kind: 'rename', item: i })], ['Relocate…', () => (this.dialog = { kind: 'move', item: i })], ['Invite people', () => (this.dialog = { kind: 'share', item: i })], ['Send to trash', () => (i.trashed = true)]];
        for (const [label, run] of entries) out.push(this.line(2, 'menuitem', label, () => ((this.menu = null), run())));
      }
    }
    const d = this.dialog;
    if (d) {
      out.push(`dialog ${JSON.stringify(d.kind === 'purge' ? 'Erase for good?' : `${d.kind} ${d.item.name}`)} @dialog${d.kind[0]}`, '  form @formform');
      const close = () => (this.dialog = null);
      if (d.kind === 'rename') {
        out.push(this.line(2, 'textbox', 'Title', undefined, ` =${JSON.stringify(d.typed ?? d.item.name)}`));
        out.push(this.line(2, 'button', 'Save title', () => ((d.item.name = d.typed ?? d.item.name), close())));
      }
      if (d.kind === 'move') {
        if (this.listed) out.push('    listbox "Albums" @albumsls');
        for (const a of this.items.filter((x) => x.folder)) out.push(this.line(2, this.listed ? 'option' : 'radio', `${a.album === 'All photos' ? '' : `${a.album} › `}${a.name}`, () => (d.dest = a.name)));
        out.push(this.line(2, 'button', 'Relocate', () => ((d.item.album = d.dest ?? d.item.album), close())));
      }
      if (d.kind === 'share') {
        out.push(this.line(2, 'textbox', 'Email address', undefined, ' type=email'));
        out.push(this.line(2, 'combobox', 'Can', undefined, ` =${JSON.stringify('See')}`));
        out.push(this.line(2, 'button', 'Invite', () => ((d.item.people ??= {})[d.email ?? '?'] = d.role ?? 'See')));
        out.push('  form @formdone');
        out.push(this.line(2, 'button', 'Done', close));
      }
      if (d.kind === 'purge') {
        out.push(this.line(2, 'button', 'Cancel', close));
        out.push(this.line(2, 'button', 'Erase for good', () => ((this.items = this.items.filter((x) => x !== d.item)), close())));
      }
      out.push(this.line(2, 'button', 'Close', close));
    }
    return out.join('\n');
  }
  go(to: string) {
    this.here = to;
    this.menu = null;
  }
  answer(name: string, args: Record<string, unknown>): unknown {
    const id = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click' || name === 'browser.semantic.check') {
      this.clicks.push(id);
      this.controls.get(id)?.();
      return { after: {} };
    }
    if (name === 'browser.semantic.type' && this.dialog) {
      if (this.dialog.kind === 'share') this.dialog.email = String(args.text);
      else this.dialog.typed = String(args.text);
      return { after: {} };
    }
    if (name === 'browser.semantic.select' && this.dialog) {
      this.dialog.role = String(args.label);
      return { after: {} };
    }
    if (name === 'browser.semantic.extract') return { fields: [{ fingerprint: [...this.outline().matchAll(/combobox "Can" @(\S+)/g)][0]?.[1] ?? null, options: ['See', 'Comment', 'Change'] }] };
    if (name === 'browser.semantic.snapshot') return plainAnswer(name, this.outline());
    return plainAnswer(name, this.outline());
  }
}

const LIBRARY = (): Item[] => [
  { name: 'Holidays', album: 'All photos', folder: true },
  { name: 'Family', album: 'All photos', folder: true },
  { name: 'Sunset at the pier.heic', album: 'All photos' },
  { name: 'Garage sale poster.png', album: 'All photos' },
  { name: 'Mountains', album: 'Holidays', folder: true },
  { name: 'Glacier hike.heic', album: 'Mountains' },
  { name: 'Grandpa birthday cake.jpg', album: 'Family' },
  { name: 'Blurry dog.jpg', album: 'All photos', trashed: true },
];

async function run(turns: string[], lib = new Library(LIBRARY())) {
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => lib.answer(name, args));
  return { lib, answers, answer: answers.at(-1) ?? '' };
}
const find = (lib: Library, part: string) => lib.items.find((i) => i.name.includes(part));

describe('a request about one listed record, read into its parts', () => {
  it('keeps the record, the new name, a person and a place apart', () => {
    const r = parseRowRequest("give the pier photo the title 'Golden hour'")!;
    expect(r.value).to.equal('Golden hour');
    const s = parseRowRequest("switch Noor's rights on the poster to comment only")!;
    expect(s.people).to.deep.equal(['noor']);
    expect(s.records.at(-1)).to.include('poster');
    const t = parseRowRequest('erase the dog picture from the trash for good')!;
    expect(t.place).to.include('trash');
    const u = parseRowRequest('put the poster in the trash')!;
    expect(u.place, 'with a verb that moves, "in" is where to').to.deep.equal([]);
  });
});

describe('acting on a listed record through its row menu and dialog', () => {
  it('renames a photo shown: its options, the rename item, the title field, the save button', async () => {
    const { lib, answer } = await run(["rename the sunset photo to 'Evening at the pier'"]);
    expect(find(lib, 'Evening')?.album, answer).to.equal('All photos');
  });

  it('relocates a photo into an album chosen among the dialog\'s radios by the words said', async () => {
    const { lib, answer } = await run(['please relocate the garage sale poster into the family album']);
    expect(find(lib, 'Garage')?.album, answer).to.equal('Family');
  });

  it('chooses the album among a list box\'s options the same way, by clicking it', async () => {
    const { lib, answer } = await run(['please relocate the garage sale poster into the family album'], new Library(LIBRARY(), true));
    expect(find(lib, 'Garage')?.album, answer).to.equal('Family');
  });

  it('opens albums to find a photo further down, then acts on it', async () => {
    const { lib, answer } = await run(['send the glacier hike to the trash']);
    expect(find(lib, 'Glacier')?.trashed, answer).to.equal(true);
    expect(lib.here).to.equal('Mountains');
  });

  it('meets a record whose name the stemmer shortens ("lease", "case")', async () => {
    const lib = new Library([...LIBRARY(), { name: 'Lease signing.jpg', album: 'Family' }]);
    const { answer } = await run(['put the lease signing in the trash'], lib);
    expect(find(lib, 'Lease')?.trashed, answer).to.equal(true);
  });

  it('goes to a nested album by its name', async () => {
    const { lib, answer } = await run(['take me to the mountains album']);
    expect(lib.here, answer).to.equal('Mountains');
  });

  it('invites a person by email with the permission the request implies, and presses the dialog\'s submit', async () => {
    const { lib, answer } = await run(['share the birthday cake photo with noor@example.org so she can change it']);
    expect(find(lib, 'birthday')?.people, answer).to.deep.equal({ 'noor@example.org': 'Change' });
  });

  it('erases for good from the trash: the place named first, then the item, then the confirmation', async () => {
    const { lib, answer } = await run(['permanently erase the blurry dog picture from the trash']);
    expect(find(lib, 'Blurry'), answer).to.equal(undefined);
    expect(lib.items).to.have.length(7);
  });

  it('brings back a deleted photo: its trash looked in first, then its menu\'s put-back item', async () => {
    const { lib, answer } = await run(['I miss the blurry dog shot, could you recover it?']);
    expect(find(lib, 'Blurry')?.trashed, answer).to.equal(false);
    expect(lib.clicks.length, 'straight to the trash: no album opened on the way').to.equal(3);
  });

  it('says so when no place holds the record, and changes nothing', async () => {
    const { lib, answer } = await run(['rename the wedding video to Best day']);
    expect(answer).to.match(/found nothing|nothing on the page/i);
    expect(lib.items.map((i) => i.name)).to.deep.equal(LIBRARY().map((i) => i.name));
  });
});

/** A small CRM: contacts with a "More actions for <name>" menu; "Assign to…" opens a dialog with an owner select. */
function crm() {
  const state = { menu: null as string | null, dialog: null as string | null, owner: {} as Record<string, string>, archived: [] as string[], acts: [] as string[] };
  const people = ['Ada Byrne', 'Bo Chen', 'Carla Diaz'];
  const fp = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '').padEnd(8, 'q').slice(0, 8);
  const outline = () =>
    [
      'navigation "Sections" @sectionn',
      '  link "Contacts" @contacts',
      '  link "Deals" @dealsdea',
      'main @mainmain',
      '  h1 "Contacts"',
      ...people
        .filter((p) => !state.archived.includes(p))
        .flatMap((p) => [
          `  link "${p}" @${fp(`l${p}`)}`,
          `  button "More actions for ${p}" @${fp(`m${p}`)} ${state.menu === p ? 'expanded' : 'collapsed'}`,
          ...(state.menu === p ? [`  menu "More actions for ${p}" @menumenu`, '    menuitem "Assign to…" @assignto', '    menuitem "Archive contact" @archivec', '    menuitem "Delete" @deleteco'] : []),
        ]),
      ...(state.dialog ? [`dialog "Assign ${state.dialog}" @assigndg`, '  form @assignfm', '    combobox "Owner" @ownersel ="Nobody"', '    button "Assign" @assignbt', '    button "Cancel" @cancelbt'] : []),
    ].join('\n');
  const answer = (name: string, args: Record<string, unknown>): unknown => {
    const id = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
    if (name === 'browser.semantic.click') {
      state.acts.push(`click ${id}`);
      const p = people.find((x) => fp(`m${x}`) === id);
      if (p) state.menu = p;
      else if (id === 'assignto') [state.dialog, state.menu] = [state.menu, null];
      else if (id === 'archivec') [state.archived, state.menu] = [[...state.archived, state.menu!], null];
      else if (id === 'assignbt') state.dialog = null;
      return { after: {} };
    }
    if (name === 'browser.semantic.select') {
      state.acts.push(`select ${id} ${String(args.label)}`);
      state.owner[state.dialog!] = String(args.label);
      return { after: {} };
    }
    if (name === 'browser.semantic.extract') return { fields: [{ fingerprint: 'ownersel', options: ['Nobody', 'Rosa Vidal', 'Omar Said'] }] };
    return plainAnswer(name, outline());
  };
  return { state, answer };
}

describe('row menus on a CRM', () => {
  it('assigns a contact to a person chosen in the dialog\'s select, then presses its submit', async () => {
    const { state, answer } = crm();
    const said = await playConversation(['assign Bo Chen to Omar'], TOOLS, ({ name, arguments: args }) => answer(name, args));
    expect(state.owner, said.join(' | ')).to.deep.equal({ 'Bo Chen': 'Omar Said' });
    expect(state.acts).to.deep.equal(['click mbochenq', 'click assignto', 'select ownersel Omar Said', 'click assignbt']);
  });

  it('archives a contact named by part of its name straight from the menu (no dialog)', async () => {
    const { state, answer } = crm();
    const said = await playConversation(['could you archive Carla please'], TOOLS, ({ name, arguments: args }) => answer(name, args));
    expect(state.archived, said.join(' | ')).to.deep.equal(['Carla Diaz']);
  });

  it('asks which, when the words name only the rows\' kind ("archive my contact" under "Contacts"), and acts on the answer', async () => {
    const { state, answer } = crm();
    const said = await playConversation(['archive my contact', 'Bo'], TOOLS, ({ name, arguments: args }) => answer(name, args));
    expect(said[0]).to.match(/^Which one do you mean: .*Ada Byrne.*Bo Chen.*Carla Diaz/);
    expect(state.archived, said.join(' | ')).to.deep.equal(['Bo Chen']);
  });

  it('leaves "open" of a contact to its own link', async () => {
    const { state, answer } = crm();
    await playConversation(['open Ada Byrne'], TOOLS, ({ name, arguments: args }) => answer(name, args));
    expect(state.acts).to.deep.equal(['click ladabyrn']);
  });
});

describe('row menus on a long list', () => {
  it('scrolls an action button that is off screen into view, then opens it', async () => {
    const { state, answer } = crm();
    const engine = new IntentGrammarEngine(() => new Date(2030, 0, 7, 12));
    const messages: NaviMessage[] = [{ role: 'user', text: 'archive Carla Diaz' }];
    const calls: string[] = [];
    let scrolled = false;
    for (let i = 0; i < 30; i++) {
      const step = await engine.next(messages, [...pageControlTools('browser.semantic.scroll')]);
      if (step.kind === 'answer') break;
      calls.push(step.call.name);
      const args = step.call.arguments as Record<string, unknown>;
      const offScreen = step.call.name === 'browser.semantic.click' && !scrolled;
      if (step.call.name === 'browser.semantic.scroll') scrolled = true;
      const data = offScreen ? { detail: { reason: 'off-screen' } } : answer(step.call.name, args);
      messages.push({ role: 'call', call: step.call, rationale: step.rationale });
      messages.push({ role: 'result', call: step.call, ok: !offScreen, ...(offScreen ? { errorCode: 'not-hittable' } : {}), result: untrusted(step.call.name, data) });
    }
    expect(calls.slice(3, 6)).to.deep.equal(['browser.semantic.click', 'browser.semantic.scroll', 'browser.semantic.click']);
    expect(state.archived).to.deep.equal(['Carla Diaz']);
  });
});

describe('row menus named by a key, under the record\'s title', () => {
  it('finds the card by words of its title and chooses the menu item the rest of the request says', async () => {
    const cards = ['main @mainmain', '  h1 "Sprint board"', '  button "Board settings" @settings collapsed', '  list "Backlog" @backlogl'];
    const names = [['K-3', 'Renew the TLS certificate'], ['K-4', 'Translate the help pages'], ['K-5', 'Archive old invoices']];
    let open: string | null = null;
    const moved: string[] = [];
    const outline = () =>
      [
        ...cards,
        ...names.flatMap(([k, t]) => [
          `    h3 button "${k} ${t}" @title${k!.slice(2)}xx`,
          `    button "Move ${k}" @movek${k!.slice(2)}xx ${open === k ? 'expanded' : 'collapsed'}`,
          ...(open === k ? [`    menu "Move ${k} to" @menukkkk`, '      menuitem "Backlog" @itembacl', '      menuitem "Under review" @itemrevw', '      menuitem "Shipped" @itemship'] : []),
        ]),
      ].join('\n');
    const said = await playConversation(['please move the translation task over to review'], TOOLS, ({ name, arguments: args }) => {
      const id = String((args.target as { fingerprint?: unknown } | undefined)?.fingerprint ?? '');
      if (name === 'browser.semantic.click') {
        const card = names.find(([k]) => id === `movek${k!.slice(2)}xx`);
        if (card) open = card[0]!;
        else if (id.startsWith('item')) (moved.push(`${open} ${id}`), (open = null));
        else moved.push(`clicked ${id}`);
      }
      return plainAnswer(name, outline());
    });
    expect(moved, said.join(' | ')).to.deep.equal(['K-4 itemrevw']);
  });
});

describe('what row actions leave alone', () => {
  const page = [
    'banner @bannerrr',
    '  navigation "Account" @accountn',
    '    link "Sign out" @signoutl',
    'navigation "Lists" @listsnav',
    '  link "Settings" @settingl',
    '  link "Archive" @archivel',
    'main @mainmain',
    '  h1 "Inbox"',
    '  h3 button "K-8 Rotate the API keys" @titlek8x',
    '  button "Move K-8" @movek8xx collapsed',
    '  h3 button "K-9 Order new badges" @titlek9x',
    '  button "Move K-9" @movek9xx collapsed',
  ].join('\n');
  const clicks = async (request: string) => {
    const out: string[] = [];
    await playConversation([request], TOOLS, ({ name, arguments: args }) => {
      if (name === 'browser.semantic.click') out.push(String((args.target as { fingerprint?: unknown }).fingerprint));
      return plainAnswer(name, page);
    });
    return out;
  };

  it('a menu button that names another verb is not opened for this one ("Move …" for an assignment)', async () => {
    expect(await clicks('assign the badges card to Noor')).to.not.include('movek9xx');
  });

  it("never opens an account's or the banner's controls while looking for a record", async () => {
    const done = await clicks('rename the quarterly report to Summary');
    expect(done).to.not.include('signoutl');
    expect(done).to.not.include('settingl');
  });

  it('a statement about a key is no imperative ("K-8 is finished")', () => {
    expect(parseRowRequest('K-8 is finished')).to.equal(null);
  });
});
