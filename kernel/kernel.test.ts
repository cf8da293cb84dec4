import { expect } from '@esm-bundle/chai';
import type { ToolDescriptor } from '../browser-bridge/protocol.ts';
import type { Faculty } from './faculty.ts';
import { Kernel } from './kernel.ts';

const faculty = (id: string, names: string[]): Faculty => ({
  id,
  label: id,
  actions: () => names.map((name) => ({ name, toolName: name.replaceAll('.', '_'), description: '', inputSchema: {}, effect: 'read', tier: 'inspect' }) as ToolDescriptor),
  run: async () => null,
});

const kernel = () =>
  new Kernel({
    resolvePage: async () => ({ tabId: 1, documentId: 'D', origin: 'http://a', url: 'http://a/', title: '' }),
    consent: { request: async () => ({ grantId: 'g' }) },
  });

describe('Kernel Faculty registry', () => {
  it('routes to a Faculty registered without kernel edits, and forgets it when it unregisters', () => {
    const k = kernel();
    let changes = 0;
    k.onToolsChanged(() => changes++);
    const off = k.registerFaculty(faculty('notes', ['notes.read']));
    expect(k.router.tools().map((t) => t.descriptor.name)).to.deep.equal(['notes.read']);
    off();
    expect(k.router.tools()).to.have.length(0);
    expect(changes).to.equal(2);
  });

  it('refuses a second Faculty with the same id or an action another Faculty offers', () => {
    const k = kernel();
    k.registerFaculty(faculty('notes', ['notes.read']));
    expect(() => k.registerFaculty(faculty('notes', ['notes.write']))).to.throw(/already registered/);
    expect(() => k.registerFaculty(faculty('other', ['notes.read']))).to.throw(/already offers/);
  });

  it('builds the tool list once per change of a Faculty\'s actions, not on every call', () => {
    const k = kernel();
    let listed = 0;
    let names = ['notes.read'];
    let notify = () => undefined as void;
    k.registerFaculty({
      id: 'notes',
      label: 'notes',
      actions: () => (listed++, faculty('notes', names).actions()),
      onActionsChanged: (cb) => ((notify = cb), () => undefined),
      run: async () => null,
    });
    const before = listed;
    const first = k.router.tools();
    expect(k.router.tools()).to.equal(first, 'the same list until something changes');
    expect(listed - before).to.equal(1);
    names = ['notes.read', 'notes.write'];
    notify();
    expect(k.router.tools().map((t) => t.descriptor.name)).to.deep.equal(['notes.read', 'notes.write']);
  });
});
