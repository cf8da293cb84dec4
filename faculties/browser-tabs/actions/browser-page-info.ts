import { Type } from '@sinclair/typebox';
import { pageInfoSchema } from '../../../browser-bridge/results.ts';
import { defineSpec } from '../../sdk/define-action.ts';

export interface FrameInfo {
  frameId: number;
  parentFrameId: number;
  documentId: string;
  url: string;
  origin: string;
}

export interface PageInfo {
  tabId: number;
  title: string;
  url: string;
  origin: string;
  documentId: string;
  frames: FrameInfo[];
  /** Whether the top frame exposes WebMCP (`document.modelContext` or the older `navigator.modelContext`). */
  webmcp: boolean;
}

export const browserPageInfo = defineSpec({
  name: 'browser.page.info',
  description:
    "Describe one tab's page: title, URL, Chrome document ID, its frames (id, parent, document ID, URL, origin) and whether it offers WebMCP (document.modelContext). Defaults to the most recently used web tab. Cheap; use it to check where you are before and after acting.",
  input: Type.Object(
    { tabId: Type.Optional(Type.Integer({ minimum: 0, description: 'Tab to describe; the most recently used web tab when omitted.' })) },
    { additionalProperties: false },
  ),
  effect: 'read',
  tier: 'inspect',
  output: pageInfoSchema,
});
