// Counting a table's rows by the state a cell says, over pages, on tables that are not the benchmark's.
import { expect } from '@esm-bundle/chai';
import { cellStateCount, cellStateSummary, tableRows } from './cell-state-count.ts';
import { topicOf } from './page-reader.ts';

const HEADER = 'Name | Team | Status | Since';
const page1 = ['Staff directory', HEADER, 'Ola Berg | Finance | Active | 2019', 'Ravi Menon | Sales | On leave | 2021', 'Ada Obi | Sales | Active | 2020', 'Page 1 of 2 · 5 people | Next'].join('\n');
const page2 = ['Staff directory', HEADER, 'Li Wen | Platform | Active | 2022', 'Sam Ode | Finance | Left | 2018', 'Page 2 of 2 · 5 people | Next'].join('\n');

describe('cell-state-count', () => {
  it('counts the rows whose state cell says the word, across pages, never the pager lines', () => {
    const found = cellStateCount(topicOf('how many active employees are there?'), [page1, page2]);
    expect(found?.count).to.equal(3);
    expect(found?.states.map((x) => x.column)).to.deep.equal(['Status']);
    expect(cellStateSummary(found!, 2)).to.match(/^That is 3, the rows whose "Status" says "Active", counted on 2 pages/);
  });

  it('combines two states in two columns', () => {
    expect(cellStateCount(topicOf('how many active people in sales?'), [page1, page2])?.count).to.equal(1);
  });

  it('counts each row once when a page is read twice', () => {
    expect(cellStateCount(topicOf('how many in finance?'), [page1, page1, page2])?.count).to.equal(2);
  });

  it('answers nothing when no word is a whole cell', () => {
    expect(cellStateCount(topicOf('how many managers?'), [page1, page2])).to.equal(null);
  });
});

describe('cell-state-count: tables apart, numbers in cells, pager lines', () => {
  const library = ['Loans', 'Book | Member | State', 'Dune | Ola Berg | Overdue', 'Emma | Li Wen | Out', 'Ulysses | Sam Ode | Out', 'Holds', 'Book | Member | State', 'Dune | Ada Obi | Overdue', 'Persuasion | Ravi Menon | Overdue', 'Middlemarch | Ola Berg | Ready'].join('\n');

  it('keeps tables apart and counts the one the question names', () => {
    expect(cellStateCount(topicOf('how many overdue loans are there?'), [library])?.count).to.equal(1);
    expect(cellStateCount(topicOf('how many holds are overdue?'), [library])?.count).to.equal(2);
  });

  it('counts no rows when the question asks the number a column holds', () => {
    const classes = ['Session | Day | Spots left', 'Pottery | Friday | 4', 'Pottery | Monday | 0', 'Watercolour | Friday | 7'].join('\n');
    expect(cellStateCount(topicOf('how many spots are left in pottery on Friday?'), [classes])).to.equal(null);
  });

  it('reads no pager line as a row, and says when the list goes on', () => {
    const page = ['Task | Owner | Status', 'Paint fence | Ola | Open', 'Fix tap | Li | Done', 'Page 1 of 4 · 2 tasks | Next'].join('\n');
    expect(tableRows(page).map((r) => r.line)).to.deep.equal(['Paint fence | Ola | Open', 'Fix tap | Li | Done']);
    const found = cellStateCount(topicOf('how many open tasks?'), [page])!;
    expect(cellStateSummary(found, 1, ' (I stopped after 1 pages; the list goes on)')).to.include('the list goes on');
  });
});
