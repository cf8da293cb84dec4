import { Type } from '@sinclair/typebox';
import { importedFromSchema, requestSchema } from '../../sdk/approval-wording.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { APPROVAL_TTL_MS, MIN_APPROVAL_TTL_MS, requesterInput } from '../../sdk/grants.ts';

export const echoWebmcpApprovalRequest = defineSpec({
  name: 'echo.webmcp.approval.request',
  description:
    "Reserved for the kernel: ask the person, in the extension's own approval window, to allow one run of a discovered page tool with these exact arguments. Re-reads the page first (the tool must still be exactly the reviewed one) and checks the arguments against the tool's schema. Returns the pending approval at once, with what its window shows; watch `approval` events or echo.approval.status for the decision. The OS can cancel it, never approve it.",
  input: Type.Object(
    {
      tabId: Type.Integer({ minimum: 0 }),
      frameId: Type.Integer({ minimum: 0 }),
      documentId: Type.Optional(Type.String({ pattern: '^[0-9A-F]{32}$', description: 'The document the tool was reviewed in; refused as navigated if it is gone.' })),
      name: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.-]{1,128}$' }),
      descriptorHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
      arguments: Type.Record(Type.String(), Type.Unknown()),
      request: requestSchema,
      ttlMs: Type.Optional(Type.Integer({ minimum: MIN_APPROVAL_TTL_MS, maximum: APPROVAL_TTL_MS, description: `How long the request and then the grant stay valid; ${APPROVAL_TTL_MS} ms when omitted.` })),
      requester: requesterInput,
      importedFrom: importedFromSchema,
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'reserved',
});
