// The built-in Navi reaching a control inside a closed part, against a scripted page whose
// outline changes when the opener is clicked: look inside only when nothing visible fits, open
// the part (its own approved click), then act on the control found again by role and name.
import { expect } from '@esm-bundle/chai';
import { COLLAPSED } from './hidden-controls.ts';
import { pageControlTools, playConversation, plainAnswer } from './scripted-conversation.ts';

const TOOLS = pageControlTools('browser.semantic.type', 'browser.semantic.check', 'browser.semantic.select', 'browser.semantic.scroll');

/** A settings page: "More" is closed and holds a switch, a field and a password field; the "Team" tab's panel holds a button. */
const CLOSED = ['main', '  button "Save" @savesave', '  button "More" @moremore collapsed', '  tab "Team" @teamteam'].join('\n');
const PARTS = {
  frameId: 0,
  containers: [
    { kind: 'details', opener: 'button "More" @moremore collapsed', controls: ['  switch "Weekly digest"', '  textbox "Display name"', '  textbox "Old password" blocked:password'], more: 0 },
    { kind: 'tab', opener: 'tab "Team" @teamteam', controls: ['  button "Invite member"', '  button "Archive team"'], more: 0 },
  ],
  omitted: { containers: 0, controls: 0, sensitive: 0 },
};

/** Plays a conversation against a page whose "More" part opens when its opener is clicked. */
async function converse(turns: string[], parts: unknown = PARTS) {
  const names: string[] = [];
  let open = false;
  let team = false;
  let danger = false;
  const answers = await playConversation(turns, TOOLS, ({ name, arguments: args }) => {
    names.push(name === 'browser.semantic.click' || name === 'browser.semantic.check' || name === 'browser.semantic.type' ? `${name}:${JSON.stringify(args)}` : name);
    const clicked = name === 'browser.semantic.click' ? JSON.stringify(args) : '';
    open ||= clicked.includes('moremore');
    team ||= clicked.includes('teamteam');
    danger ||= clicked.includes('dangerzz');
    let outline = open ? CLOSED.replace('collapsed', 'expanded') + '\n  switch "Weekly digest" @digestdd\n  textbox "Display name" @nameeeee' : CLOSED;
    // Inside the Team tab, "Archive team" sits in a closed part of its own.
    if (team) outline += danger ? '\n  button "Danger zone" @dangerzz expanded\n  button "Archive team" @archivet' : '\n  button "Danger zone" @dangerzz collapsed';
    const inner = { kind: 'disclosure', opener: 'button "Danger zone" @dangerzz collapsed', controls: ['  button "Archive team"'], more: 0 };
    const shown = team && parts === PARTS ? { ...PARTS, containers: [PARTS.containers[0]!, ...(danger ? [] : [inner])] } : parts;
    return name === COLLAPSED ? shown : plainAnswer(name, outline);
  });
  return { names, answers, answer: answers.at(-1) ?? '' };
}

describe('hidden controls: reached by opening what holds them', () => {
  it('opens the closed part, then acts on the control found again by role and name in a fresh snapshot', async () => {
    const { names, answer } = await converse(['turn on the weekly digest']);
    const snapshots = names.filter((n) => n === 'browser.semantic.snapshot').length;
    expect(names.slice(names.indexOf(COLLAPSED))).to.deep.equal([
      COLLAPSED,
      'browser.semantic.verify',
      'browser.semantic.click:{"target":{"fingerprint":"moremore"}}',
      'browser.semantic.snapshot',
      'browser.semantic.verify',
      'browser.semantic.check:{"target":{"fingerprint":"digestdd"},"checked":true}',
    ]);
    expect(snapshots).to.equal(2);
    expect(answer).to.match(/^Clicked button "More".*Turned on switch "Weekly digest"/);
  });

  it('types into a field inside a closed part, with the value from the request', async () => {
    const { names } = await converse(['set the display name to Robin']);
    expect(names.at(-1)).to.equal('browser.semantic.type:{"target":{"fingerprint":"nameeeee"},"text":"Robin","clear":true}');
  });

  it('looks inside only when nothing visible fits', async () => {
    const { names } = await converse(['press save']);
    expect(names).not.to.include(COLLAPSED);
    expect(names.at(-1)).to.equal('browser.semantic.click:{"target":{"fingerprint":"savesave"}}');
  });

  it('refuses a protected field inside a closed part before opening anything, and says why', async () => {
    const { names, answer } = await converse(['type hunter2 into the old password']);
    expect(names.filter((n) => n.startsWith('browser.semantic.click') || n.startsWith('browser.semantic.type'))).to.deep.equal([]);
    expect(answer).to.match(/password field, and AI Echo never types into/);
  });

  it('says so when the control does not show after opening, and does nothing more', async () => {
    const { names, answer } = await converse(['press invite member']);
    expect(names.filter((n) => n.startsWith('browser.semantic.click'))).to.deep.equal(['browser.semantic.click:{"target":{"fingerprint":"teamteam"}}']);
    expect(answer).to.match(/button "Invite member" in the tab "Team" did not show after I opened it/);
  });

  it('looks inside a tab the request names when it says more than the tab (a verb of its own), and opens a closed part inside it too', async () => {
    const { names, answer } = await converse(['archive the team']);
    expect(names.filter((n) => n === COLLAPSED || n.startsWith('browser.semantic.click'))).to.deep.equal([
      COLLAPSED,
      'browser.semantic.click:{"target":{"fingerprint":"teamteam"}}',
      COLLAPSED,
      'browser.semantic.click:{"target":{"fingerprint":"dangerzz"}}',
      'browser.semantic.click:{"target":{"fingerprint":"archivet"}}',
    ]);
    expect(answer).to.match(/^Clicked tab "Team".*Clicked button "Danger zone".*Clicked button "Archive team"/);
  });

  it('still finds nothing when nothing inside fits either', async () => {
    const { answer } = await converse(['press launch rocket']);
    expect(answer).to.match(/I found nothing on the page that matches/);
    const failed = await converse(['turn on the weekly digest'], { containers: 'not a list' });
    expect(failed.answer).to.match(/I found nothing/);
  });

  it('takes a control over the closed section named like it, and opens that section on the way instead of stopping at it', async () => {
    // The Billing tab holds a disclosure "Cancel plan" and, inside it, the button "Cancel plan".
    const clicks: string[] = [];
    const answers = await playConversation(['cancel the plan'], TOOLS, ({ name, arguments: args }) => {
      if (name === 'browser.semantic.click') clicks.push((args as { target: { fingerprint: string } }).target.fingerprint);
      const [tab, section] = ['billbill', 'sectionn'].map((f) => clicks.includes(f));
      const outline = ['main', '  tab "Billing" @billbill' + (tab ? ' selected' : ''), ...(tab ? [`  button "Cancel plan" @sectionn ${section ? 'expanded' : 'collapsed'}`] : []), ...(section ? ['  button "Cancel plan" @cancelpl'] : [])].join('\n');
      const containers = !tab
        ? [{ kind: 'tab', opener: 'tab "Billing" @billbill', controls: ['  button "Cancel plan" collapsed', '  button "Cancel plan"'], more: 0 }]
        : section ? [] : [{ kind: 'details', opener: 'button "Cancel plan" @sectionn collapsed', controls: ['  button "Cancel plan"'], more: 0 }];
      return name === COLLAPSED ? { frameId: 0, containers, omitted: { containers: 0, controls: 0, sensitive: 0 } } : plainAnswer(name, outline);
    });
    expect(clicks).to.deep.equal(['billbill', 'sectionn', 'cancelpl']);
    expect(answers.at(-1)).to.match(/Clicked button "Cancel plan".*Clicked button "Cancel plan"/);
  });

  it('reaches a consequence named by the day said in a closed tab, over a day picker\'s toggle named by the day word', async () => {
    const clicks: string[] = [];
    const answers = await playConversation(
      ["Can't make my class tomorrow, work's gone mad. Cancel it for me?"],
      TOOLS,
      ({ name, arguments: args }) => {
        if (name === 'browser.semantic.click') clicks.push((args as { target: { fingerprint: string } }).target.fingerprint);
        const open = clicks.includes('bookings');
        const outline = [
          'main',
          `  tab "Timetable" @timetabl${open ? '' : ' selected'}`,
          `  tab "My bookings" @bookings${open ? ' selected' : ''}`,
          ...(open
            ? ['  button "Cancel booking: Spin on Mon 7 Dec at 07:00" @cancelsp', '  button "Cancel booking: HIIT on Wed 9 Dec at 07:00" @cancelhi']
            : ['  region "Class timetable" @classtim', '    button "Today · Sun 6 Dec" @todaytod pressed', '    button "Tomorrow · Mon 7 Dec" @tomorrow unpressed', '    button "Tue 8 Dec" @tuetuetu unpressed']),
        ].join('\n');
        const containers = open ? [] : [{ kind: 'tab', opener: 'tab "My bookings" @bookings', controls: ['  button "Cancel booking: Spin on Mon 7 Dec at 07:00"', '  button "Cancel booking: HIIT on Wed 9 Dec at 07:00"'], more: 0 }];
        return name === COLLAPSED ? { frameId: 0, containers, omitted: { containers: 0, controls: 0, sensitive: 0 } } : plainAnswer(name, outline);
      },
      new Date(2026, 11, 6, 12),
    );
    expect(clicks.slice(0, 2)).to.deep.equal(['bookings', 'cancelsp']);
    expect(clicks).to.not.include('tomorrow');
    expect(answers.at(-1)).to.match(/Clicked tab "My bookings".*Clicked button "Cancel booking: Spin on Mon 7 Dec at 07:00"/);
  });
});
