// The raw JavaScript (developer mode) Faculty's entry point: its actions are in faculties/registry.ts, and it needs nothing
// else of the extension at start.
import { defineFaculty } from '../sdk/faculty.ts';

export const rawJs = defineFaculty({ id: 'raw-js', activate() {} });
