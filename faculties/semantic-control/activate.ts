// The semantic-control Faculty's entry point: its page runtime also reads what the host's approval
// windows show (targets as the page shows them, and the regions a picture masks).
import { defineFaculty } from '../sdk/faculty.ts';
import { SEMANTIC_RUNTIME } from './run.ts';

export const semanticControl = defineFaculty({
  id: 'semantic-control',
  activate(host) {
    host.provideEvidenceRuntime(SEMANTIC_RUNTIME);
  },
});
