// Live Patch's rule for the kernel: a change is refused unless the Navi declares it, with its
// purpose (shown to the person) and, for apply, a non-empty list of operations. Registered with
// the kernel with the Faculty (apps/ai-echo/boot.ts); the extension checks the same on its side.
import type { PolicyHook } from '../sdk/policy.ts';
import { purposeProblem } from './rules.ts';

export const declaredPatchPolicy: PolicyHook = ({ descriptor, input }) => {
  if (descriptor.effect !== 'mutation') return { allow: true };
  const why = purposeProblem(input.purpose);
  if (why) return { allow: false, code: 'purpose-required', message: `${descriptor.name}: ${why}` };
  if ('operations' in input && (!Array.isArray(input.operations) || input.operations.length === 0)) {
    return { allow: false, code: 'purpose-required', message: `${descriptor.name} must declare the edit: a non-empty list of operations.` };
  }
  return { allow: true };
};
