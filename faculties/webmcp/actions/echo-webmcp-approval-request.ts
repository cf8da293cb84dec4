import { Type } from '@sinclair/typebox';
import { importedFromSchema, requestSchema } from '../../sdk/approval-wording.ts';
import { defineSpec } from '../../sdk/define-action.ts';
import { APPROVAL_TTL_MS, MIN_APPROVAL_TTL_MS, requesterInput } from '../../sdk/grants.ts';

/** Reads one approval may cover besides its change. */
const MAX_PLAN_READS = 2;

export const echoWebmcpApprovalRequest = defineSpec({
  name: 'echo.webmcp.approval.request',
  description:
    "Reserved for the kernel: ask the person, in the extension's own approval window, to allow one run of a discovered page tool with these exact arguments. With `lookup`, the same window first allows one run of the page's read tool with exact arguments, whose answer fills the change's record argument with the id of the one entry it names `recordName` (and the state values named in `fromState`); if it names none or several, the change never runs. Re-reads the page first (the tool must still be exactly the reviewed one) and checks the arguments against the tool's schema. Returns the pending approval at once, with what its window shows; watch `approval` events or echo.approval.status for the decision. The OS can cancel it, never approve it.",
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
      lookup: Type.Optional(
        Type.Object(
          {
            name: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.-]{1,128}$' }),
            descriptorHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
            arguments: Type.Record(Type.String(), Type.Unknown()),
            param: Type.String({ minLength: 1, maxLength: 128, description: "The change's argument that the named entry's id fills; left out of `arguments`." }),
            recordName: Type.String({ minLength: 1, maxLength: 200, description: 'The words the person named the entry by.' }),
            fromState: Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { maxItems: 4, description: "The change's arguments the read's report of the page's state fills (a revision); left out of `arguments`." }),
          },
          { additionalProperties: false },
        ),
      ),
      checks: Type.Optional(
        Type.Array(
          Type.Object(
            {
              name: Type.String({ minLength: 1, maxLength: 128, pattern: '^[A-Za-z0-9_.-]{1,128}$' }),
              descriptorHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
              arguments: Type.Record(Type.String(), Type.Unknown()),
            },
            { additionalProperties: false },
          ),
          {
            maxItems: MAX_PLAN_READS,
            description:
              "Page tools of the same frame, with exact arguments, that AI Echo runs after this change to check it. The window lists them; the same approval then covers each once, after the change, until it expires. Page annotations decide nothing: each is shown as a run of the page's tool.",
          },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  effect: 'mutation',
  tier: 'reserved',
});
