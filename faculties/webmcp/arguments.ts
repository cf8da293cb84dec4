// The argument checks shared by the approval request and the invocation: size, depth, the tool's
// own schema, then the canonical hash the grant binds.
import { BridgeError } from '../../browser-bridge/errors.ts';
import { argumentHash } from './descriptor.ts';
import { jsonBytes, jsonDepth } from '../sdk/json-measure.ts';
import { MAX_ARGUMENT_BYTES, MAX_ARGUMENT_DEPTH } from './limits.ts';
import { checkArguments } from './schema-check.ts';

export async function checkedArgumentHash(schema: Record<string, unknown>, args: Record<string, unknown>, toolName: string): Promise<string> {
  const bytes = jsonBytes(args);
  if (bytes > MAX_ARGUMENT_BYTES) throw new BridgeError('invalid-arguments', `The arguments are ${bytes} bytes; the limit is ${MAX_ARGUMENT_BYTES}.`);
  if (jsonDepth(args, MAX_ARGUMENT_DEPTH) > MAX_ARGUMENT_DEPTH) throw new BridgeError('invalid-arguments', `The arguments nest deeper than ${MAX_ARGUMENT_DEPTH} levels.`);
  const check = checkArguments(schema, args);
  if (!check.ok) {
    if (check.kind === 'unsupported') {
      throw new BridgeError('schema-unsupported', `${toolName}'s input schema cannot be enforced, so it is not run: ${check.message}`);
    }
    throw new BridgeError('invalid-arguments', `The arguments do not fit ${toolName}'s input schema: ${check.message}`);
  }
  try {
    return await argumentHash(args);
  } catch {
    throw new BridgeError('invalid-arguments', 'The arguments cannot be put in canonical JSON (e.g. a non-finite number).');
  }
}
