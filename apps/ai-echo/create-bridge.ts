import { BrowserBridgeClient, type PortLike } from '../../browser-bridge/BrowserBridgeClient.ts';
import { EXTENSION_ID } from '../../browser-bridge/config.ts';
import { REGISTRY, type RegistryActions } from '../../faculties/registry.ts';
import { describeActions, manifestHash } from '../../faculties/sdk/describe.ts';
import { outputValidators, validateExtensionFrame } from '../../generated/validators.js';

/** The OS page's bridge, typed by the registry both halves are built from. */
export type EchoBridge = BrowserBridgeClient<RegistryActions>;

/** The OS side's bridge, built from the same registry the extension was built from. */
export async function createBridge(opts: { extensionId?: string; connect?: () => PortLike } = {}): Promise<EchoBridge> {
  const descriptors = describeActions(REGISTRY);
  return new BrowserBridgeClient<RegistryActions>({
    extensionId: opts.extensionId ?? EXTENSION_ID,
    descriptors,
    manifestHash: await manifestHash(descriptors),
    validateExtensionFrame,
    validateResults: outputValidators,
    ...(opts.connect ? { connect: opts.connect } : {}),
  });
}
