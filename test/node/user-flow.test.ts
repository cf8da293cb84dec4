// The flows AI Echo stores are Chrome DevTools Recorder flows: @puppeteer/replay's own parser
// (the format's reference) accepts what toUserFlow builds, and the file export.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from '@puppeteer/replay';
import { toFlowFile } from '../../kernel/recording/flow-file.ts';
import { toUserFlow } from '../../kernel/recording/user-flow.ts';

describe('UserFlow format', () => {
  it('is accepted by @puppeteer/replay parse()', () => {
    const base = { selectors: ['aria/Go[role="button"]', 'text/Go', '#go'], frame: [0], offsetX: 1, offsetY: 2 };
    const { flow, parameters } = toUserFlow(
      'all kinds',
      {
        recordingId: 'r', tabId: 1, origin: 'http://s.test', startedAt: 1, startUrl: 'http://s.test/', title: 'S', dropped: 0,
        entries: [
          { type: 'act', at: 2, url: 'http://s.test/', act: { kind: 'change', role: 'textbox', name: 'Q', label: 'Q', value: 'x', ...base } },
          { type: 'act', at: 3, url: 'http://s.test/', act: { kind: 'select', role: 'combobox', name: 'Size', label: 'Size', value: 'L', ...base } },
          { type: 'act', at: 4, url: 'http://s.test/', act: { kind: 'check', role: 'checkbox', name: 'Gift', checked: true, ...base } },
          { type: 'act', at: 5, url: 'http://s.test/', act: { kind: 'submit', role: 'form', name: 'Search', ...base } },
          { type: 'navigation', at: 6, url: 'http://s.test/r', transition: 'form_submit' },
          { type: 'act', at: 7, url: 'http://s.test/r', act: { kind: 'click', role: 'button', name: 'Go', ...base } },
        ],
      },
      [{ at: 8, tool: 'cart.add', arguments: { sku: 'a' }, frameId: 0 }],
    );
    const parsed = parse(JSON.parse(JSON.stringify(flow)));
    assert.equal(parsed.steps.length, flow.steps.length);
    const file = toFlowFile({ id: 'i', name: 'all kinds', origin: 'http://s.test', createdAt: 1, updatedAt: 1, flow, parameters, dropped: 0 });
    assert.equal(parse(JSON.parse(JSON.stringify(file))).title, 'all kinds');
  });
});
