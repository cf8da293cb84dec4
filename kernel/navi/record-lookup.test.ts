import { expect } from '@esm-bundle/chai';
import { matchRecord, recordsWith } from './record-lookup.ts';

const MAIL = recordsWith(
  {
    messages: [
      { id: 'm1', from: 'Maria Lopez', subject: 'Invoice #4471 for November', snippet: 'attached is the invoice' },
      { id: 'm2', from: 'Maria Lopez', subject: 'Re: Logo drafts', snippet: 'Love the second version' },
      { id: 'm3', from: 'Tom Becker', subject: 'Invoice question', snippet: 'Quick question about invoice #4398' },
    ],
  },
  'id',
);
const label = (m: ReturnType<typeof matchRecord>) => (m.kind === 'one' ? m.record.label : m.kind);

describe('records by any part of their name', () => {
  it('a preposition relates the parts and names none ("about" is not in the one it means)', () => {
    expect(label(matchRecord(MAIL, "Maria's message about the invoice"))).to.equal('Invoice #4471 for November');
  });

  it('the kind of record ("email", "message") is dropped only when no record says it', () => {
    const kinds = new Set(['messag']);
    expect(label(matchRecord(MAIL, "Maria's email about the invoice", kinds))).to.equal('Invoice #4471 for November');
    // A name no record has still matches nothing.
    expect(matchRecord(MAIL, 'the email from Zed', kinds).kind).to.equal('none');
    expect(matchRecord(MAIL, "Maria's email", kinds).kind).to.equal('many');
  });
});
