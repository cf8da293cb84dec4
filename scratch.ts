import { fillArguments } from './kernel/navi/argument-filler.ts';
import { chooseTool } from './kernel/navi/tool-matcher.ts';
import { splitSteps } from './kernel/navi/steps.ts';
const todos = [
 { name: 'list_todos', title: 'List to-dos', description: 'Returns every to-do with its id, title, whether it is done, its due date and its priority.', inputSchema: { type: 'object', properties: {} } },
 { name: 'add_todo', title: 'Add a to-do', description: 'Creates a new to-do item on the list.', inputSchema: { type: 'object', properties: { title: { type: 'string', description: 'What needs doing.' }, due: { type: 'string', format: 'date', description: 'Due date, YYYY-MM-DD.' }, priority: { type: 'string', enum: ['low','normal','high'], description: 'How urgent it is.' } }, required: ['title'] } },
 { name: 'complete_todo', title: 'Complete a to-do', description: 'Marks a to-do as done, or as not done again with done=false.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The id of the to-do, as list_todos returns it (e.g. "t-1").' }, done: { type: 'boolean', default: true, description: 'true: done; false: not done.' } }, required: ['id'] } },
 { name: 'delete_todo', title: 'Delete a to-do', description: 'Removes a to-do from the list for good.', inputSchema: { type: 'object', properties: { id: { type: 'string', description: 'The id' } }, required: ['id'] } },
 { name: 'rename_todo', title: 'Rename a to-do', description: "Changes a to-do's title.", inputSchema: { type: 'object', properties: { id: { type: 'string' }, title: { type: 'string', description: 'The new title.' } }, required: ['id', 'title'] } },
];
const flights = [
 { name: 'search_flights', title: '', description: 'Find available flights between two cities on a given day.', inputSchema: {"type":"object","properties":{"from":{"type":"string","description":"City you depart from."},"to":{"type":"string","description":"City you fly to."},"depart":{"type":"string","format":"date","description":"Departure date (Dates MUST be provided in 'YYYY-MM-DD' format.)"},"passengers":{"type":"number","minimum":1,"maximum":9,"multipleOf":1,"description":"Passengers"},"cabin":{"type":"string","anyOf":[{"type":"string","const":"economy","title":"Economy"},{"type":"string","const":"premium","title":"Premium economy"},{"type":"string","const":"business","title":"Business"}],"enum":["economy","premium","business"],"description":"Cabin"}},"required":["from","to","depart"]} },
 { name: 'track_flight', title: '', description: 'Shows the live status of one flight by its flight number.', inputSchema: {"type":"object","properties":{"flight":{"type":"string","pattern":"[A-Za-z]{2}[0-9]{1,4}","description":"Two letters and up to four digits, like SK1234."}},"required":["flight"]} },
];
const notes = [
 { name: 'notes.search', title: 'Search notes', description: 'Looks up notes by words in their title (all notes when the query is empty) and returns their noteId, title, folder and pinned state.', inputSchema: { type: 'object', properties: { query: { type: 'string', description: 'Words from the title.' } } } },
 { name: 'notes.create', title: 'New note', description: 'Writes a new note.', inputSchema: { type: 'object', properties: { title: { type: 'string', description: 'Heading of the note.' }, body: { type: 'string', description: 'Text of the note.' }, folder: { type: 'string', enum: ['inbox','work','personal'], description: 'Folder name.' } }, required: ['title'] } },
 { name: 'notes.moveToFolder', title: 'Move a note', description: 'Files a note in another folder.', inputSchema: { type: 'object', properties: { noteId: { type: 'string', pattern: '^n-[0-9]+$', description: 'Opaque note identifier from notes.search.' }, folder: { type: 'string', enum: ['inbox','work','personal'], description: 'Folder name.' } }, required: ['noteId','folder'] } },
 { name: 'notes.archive', title: 'Archive a note', description: 'Archives a note so it leaves the list (it can be restored later).', inputSchema: { type: 'object', properties: { noteId: { type: 'string', pattern: '^n-[0-9]+$', description: 'Opaque note identifier from notes.search.' } }, required: ['noteId'] } },
 { name: 'notes.setPinned', title: 'Pin or unpin a note', description: 'Pins a note to the top of the list, or unpins it with pinned=false.', inputSchema: { type: 'object', properties: { noteId: { type: 'string', pattern: '^n-[0-9]+$', description: 'Opaque note identifier from notes.search.' }, pinned: { type: 'boolean', description: 'true to pin, false to unpin.' } }, required: ['noteId','pinned'] } },
];
const sets: [string, typeof todos][] = [['todos', todos], ['flights', flights], ['notes', notes]];
for (const line of process.argv.slice(2)) {
  const [app, req] = line.split('|');
  const tools = sets.find(([n]) => n === app)![1];
  for (const step of splitSteps(req!)) {
    const q = /^(what|which|is|are|does|do|how|who|when|where)\b|\?$/i.test(step.text);
    const c = chooseTool(step.text, tools, { question: q, takesLookup: (t) => JSON.stringify(t.inputSchema).includes('Id"') || JSON.stringify(t.inputSchema).includes('"id"') });
    console.log(JSON.stringify(step.text), '->', c.kind, c.kind === 'fit' ? c.tool.name : c.kind === 'tie' ? c.tools.map(t=>t.name) : c.best?.tool.name + ' ' + c.best?.score);
    if (c.kind === 'fit') console.log('   ', JSON.stringify(fillArguments(step.text, c.tool, { now: new Date('2025-05-01T10:00:00') })));
  }
}
