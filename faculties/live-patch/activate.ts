// The Live Patch Faculty's entry point: its actions are in faculties/registry.ts, and it needs nothing
// else of the extension at start.
import { defineFaculty } from '../sdk/faculty.ts';

export const livePatch = defineFaculty({ id: 'live-patch', activate() {} });
