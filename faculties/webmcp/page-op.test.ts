// webmcpPageOp against a stand-in modelContext: ownership by window, the read limits, the
// compatibility branch, and the last-moment check that nothing runs if the tool changed.
import { expect } from '@esm-bundle/chai';
import { webmcpPageOp, type PageDispatchOp, type PageReadOp, type PageReadResult } from './page-op.ts';

const limits = { nameChars: 128, titleChars: 256, descriptionChars: 4096, schemaChars: 16384, toolsScanned: 1024, formFields: 256, formScan: 50_000 };
type Tool = Record<string, unknown>;

function install(tools: Tool[], where: 'document' | 'navigator' = 'document') {
  const executed: { name: unknown; input: unknown }[] = [];
  const stub = {
    getTools: async () => tools,
    executeTool: async (tool: Tool, input: unknown) => {
      executed.push({ name: tool.name, input });
      return JSON.stringify({ ran: tool.name });
    },
    addEventListener: () => undefined,
  };
  Object.defineProperty(where === 'document' ? document : navigator, 'modelContext', { value: stub, configurable: true });
  return executed;
}

function uninstall() {
  delete (document as unknown as { modelContext?: unknown }).modelContext;
  delete (navigator as unknown as { modelContext?: unknown }).modelContext;
}

const read: PageReadOp = { kind: 'read', topOrigin: location.origin, limits, listen: false };
const tool = (name: string, extra: Tool = {}): Tool => ({ name, title: '', description: `d ${name}`, inputSchema: { type: 'object' }, origin: location.origin, window, ...extra });

describe('webmcpPageOp', () => {
  afterEach(uninstall);

  it('reads only the tools whose window is this frame', async () => {
    const other = document.createElement('iframe');
    document.body.append(other);
    install([tool('mine.b'), tool('theirs', { window: other.contentWindow }), tool('mine.a')]);
    const r = (await webmcpPageOp(read)) as PageReadResult;
    expect(r.api).to.equal('document');
    expect(r.tools.map((t) => t.name)).to.deep.equal(['mine.a', 'mine.b']);
    expect(r.tools[0]!.schemaText).to.equal('{"type":"object"}');
    expect(r.total).to.equal(2);
    other.remove();
  });

  it('cuts text one past its limit so the worker can say it was over', async () => {
    install([tool('long', { description: 'x'.repeat(5000), title: 7 })]);
    const r = (await webmcpPageOp(read)) as PageReadResult;
    expect((r.tools[0]!.description as string).length).to.equal(4097);
    expect(r.tools[0]!.title).to.deep.equal({ notText: 'number' });
  });

  it('reports only a count from a frame on another origin', async () => {
    install([tool('secret')]);
    const r = (await webmcpPageOp({ ...read, topOrigin: 'https://elsewhere.example' })) as PageReadResult;
    expect(r.crossOrigin).to.equal(true);
    expect(r.tools).to.deep.equal([]);
    expect(r.total).to.equal(1);
  });

  it('uses navigator.modelContext when document.modelContext is absent; window-less tools are its own', async () => {
    install([tool('old', { window: undefined })], 'navigator');
    const r = (await webmcpPageOp(read)) as PageReadResult;
    expect(r.api).to.equal('navigator');
    expect(r.tools.map((t) => t.name)).to.deep.equal(['old']);
  });

  describe('dispatch', () => {
    async function expected(name: string) {
      return ((await webmcpPageOp(read)) as PageReadResult).tools.find((t) => t.name === name)!;
    }
    const op = (name: string, exp: PageDispatchOp['expected']): PageDispatchOp => ({ kind: 'dispatch', name, expected: exp, args: { q: 1 }, inputAsText: false, limits, maxResultChars: 100, handoffId: null });

    it('runs the tool when it is exactly the one read before', async () => {
      const executed = install([tool('t')]);
      const r = await webmcpPageOp(op('t', await expected('t')));
      expect(r).to.deep.equal({ kind: 'dispatch', status: 'ok', text: '{"ran":"t"}' });
      expect(executed).to.deep.equal([{ name: 't', input: { q: 1 } }]);
    });

    it('runs nothing if any descriptor field changed in between', async () => {
      for (const change of [{ title: 'new' }, { description: 'new' }, { inputSchema: { type: 'object', properties: {} } }, { annotations: { readOnlyHint: true } }, { origin: 'https://x.example' }]) {
        const tools = [tool('t')];
        const executed = install(tools);
        const exp = await expected('t');
        Object.assign(tools[0]!, change);
        const r = await webmcpPageOp(op('t', exp));
        expect(r, JSON.stringify(change)).to.include({ status: 'changed' });
        expect(executed).to.deep.equal([]);
      }
    });

    it('runs nothing when the tool is gone or has a twin in this frame', async () => {
      const tools = [tool('t')];
      const executed = install(tools);
      const exp = await expected('t');
      tools.push(tool('t'));
      expect(await webmcpPageOp(op('t', exp))).to.include({ status: 'ambiguous' });
      tools.length = 0;
      expect(await webmcpPageOp(op('t', exp))).to.include({ status: 'missing' });
      expect(executed).to.deep.equal([]);
    });

    it('sends JSON text to older browsers, and cuts a long answer', async () => {
      const executed = install([tool('t')]);
      const r = await webmcpPageOp({ ...op('t', await expected('t')), inputAsText: true, maxResultChars: 5 });
      expect(executed[0]!.input).to.equal('{"q":1}');
      expect(r).to.deep.equal({ kind: 'dispatch', status: 'ok', text: '{"ran', cutAt: 11 });
    });
  });

  describe('form tools', () => {
    let host: HTMLElement;
    afterEach(() => host.remove());

    function page(html: string, shadowHtml = ''): HTMLElement {
      host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      if (shadowHtml) {
        const inner = document.createElement('div');
        inner.attachShadow({ mode: 'open' }).innerHTML = shadowHtml;
        host.append(inner);
      }
      return host;
    }

    it('reads the one form that declares a tool: submit mode, named controls, autocomplete, marked region', async () => {
      page(`<div data-sensitivity="private"><form toolname="book" tooldescription=" Book  a table. " toolautosubmit>
        <input name="who" autocomplete="name"><input type="hidden" name="h"><input type="radio" name="t" value="1"><input type="radio" name="t" value="2">
        <select name="x" multiple></select><textarea name="n"></textarea><fieldset name="group"></fieldset><button name="go">Go</button><input name="">
      </form></div>`);
      install([tool('book', { description: 'Book a table.' }), tool('plain')]);
      const r = (await webmcpPageOp(read)) as PageReadResult;
      const [book, plain] = r.tools;
      expect(book!.form).to.deep.equal({
        autosubmit: true,
        fields: [
          { name: 'who', control: 'text', autocomplete: 'name', region: 'private' },
          { name: 't', control: 'radio', autocomplete: null, region: 'private' },
          { name: 'x', control: 'select-multiple', autocomplete: null, region: 'private' },
          { name: 'n', control: 'textarea', autocomplete: null, region: 'private' },
        ],
      });
      expect(plain!.form).to.equal(null);
    });

    it('finds a form inside a shadow root, and none when two forms or another description claim the name', async () => {
      page('', '<form toolname="deep" tooldescription="d deep"><input name="q"></form>');
      install([tool('deep')]);
      expect(((await webmcpPageOp(read)) as PageReadResult).tools[0]!.form).to.deep.equal({ autosubmit: false, fields: [{ name: 'q', control: 'text', autocomplete: null, region: null }] });
      host.remove();
      page('<form toolname="twin" tooldescription="d twin"></form><form toolname="twin" tooldescription="d twin"></form><form toolname="other" tooldescription="not it"></form>');
      install([tool('twin'), tool('other')]);
      expect(((await webmcpPageOp(read)) as PageReadResult).tools.map((t) => t.form)).to.deep.equal([null, null]);
    });

    it('runs nothing when the form changed its submit mode or fields since it was read', async () => {
      page('<form toolname="f" tooldescription="d f"><input name="q"></form>');
      const executed = install([tool('f')]);
      const exp = ((await webmcpPageOp(read)) as PageReadResult).tools[0]!;
      host.querySelector('form')!.setAttribute('toolautosubmit', '');
      const dispatch: PageDispatchOp = { kind: 'dispatch', name: 'f', expected: exp, args: {}, inputAsText: false, limits, maxResultChars: 100, handoffId: null };
      expect(await webmcpPageOp(dispatch)).to.deep.equal({ kind: 'dispatch', status: 'changed', field: 'form' });
      host.querySelector('form')!.removeAttribute('toolautosubmit');
      host.querySelector('input')!.type = 'password';
      expect(await webmcpPageOp(dispatch)).to.deep.equal({ kind: 'dispatch', status: 'changed', field: 'form' });
      expect(executed).to.deep.equal([]);
    });
  });
});
