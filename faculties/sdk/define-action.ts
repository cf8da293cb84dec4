import type { Static, TSchema } from '@sinclair/typebox';
import type { LadderTier } from '../../browser-bridge/tiers.ts';
import type { ActionEffect } from '../../browser-bridge/vocabulary.ts';
import type { ActionContext } from './action-context.ts';
import type { ApprovalWords } from './approval-wording.ts';
import type { ConsentPlan } from './consent-plan.ts';
import type { SentencePart } from './grants.ts';

/**
 * What an action is, apart from how it runs: what both halves import (the OS describes, validates
 * and types its calls from it; the extension serves it). Its run is `implement`ed where it runs,
 * in a Faculty's runs/ or the extension's host-actions/, which the OS build never imports.
 */
export interface ActionSpec<Name extends string, Schema, Input, Result> {
  /** Dotted, lower camel segments; never `_` (tool names map `.` to `_`). */
  readonly name: Name;
  /** What the model reads: say what it does, what it returns, and when to prefer another. */
  readonly description: string;
  readonly input: Schema;
  readonly effect: ActionEffect;
  readonly tier: LadderTier;
  /**
   * The one sentence the approval window reads first, in AI Echo's words: what this run does, to
   * what, where, e.g. AI Echo wants to click "Place order" (button) on shop.example. Every change
   * whose tier asks for approval declares one (faculties/registry.test.ts). `words` holds the
   * subject as the page shows it, fenced; page text and values get in only through `words.page`
   * and `words.value`.
   */
  approvalSentence?(input: Input, words: ApprovalWords): SentencePart[];
  /**
   * 'each-time': every run needs its own approval in the approval window, and no site allowance
   * covers it, because what it does cannot be taken back (a submission, a download, an upload).
   */
  readonly approval?: 'each-time';
  /** The approval window asks the person to pick one file, which only the approved run receives. */
  readonly picksFile?: true;
  /** It moves files between the person's disk and a site (a download, an upload): an MCP client's `files` group. */
  readonly movesFiles?: true;
  /**
   * The result's shape, for actions whose results the OS reads (browser-bridge/results.ts):
   * compiled at build time and checked once, where the result enters the OS.
   */
  readonly output?: TSchema;
  /**
   * The result's type, for a spec whose run lives outside faculties/ (the host's `echo.*`
   * actions): `...returns<T>()`. Never set at run time.
   */
  readonly result?: Result;
}

/** A spec and its implementation: what the extension serves. */
export interface ActionDefinition<Name extends string, Schema, Input, Result> extends ActionSpec<Name, Schema, Input, Result> {
  /**
   * The facts the approval window shows for a run, in place of the default target and input lines
   * (e.g. what a form will send and where); may read the page, and may refuse before a window opens.
   */
  approvalFacts?(ctx: ActionContext, input: Input): Promise<{ label: string; value: string }[]>;
  /**
   * The consent one run needs, declared by the action (tier `browser`): the consent gate and the
   * approval request follow it. Without it a consented tier binds the page document it acts on.
   */
  consent?(ctx: ActionContext, input: Input): Promise<ConsentPlan>;
  /** Runs in the extension's service worker, after the input passed its compiled validator. */
  run(ctx: ActionContext, input: Input): Promise<Result>;
}

/**
 * Identity: exists so each action's input type is derived from its one schema (TypeBox builds
 * plain JSON Schema, and `Static` gives the TypeScript type of the same object). That a result
 * fits its `output` is checked for the whole registry at once (faculties/registry.test.ts).
 */
export function defineAction<const Name extends string, Schema extends TSchema, Result>(
  action: ActionDefinition<Name, Schema, Static<Schema>, Result>,
): ActionDefinition<Name, Schema, Static<Schema>, Result> {
  return action;
}

/** The registry's element type; method syntax keeps each action's narrower input assignable. */
export type AnyAction = ActionDefinition<string, object, never, unknown>;

/** Identity, like defineAction, for a spec alone; its input type is derived from its schema. */
export function defineSpec<const Name extends string, Schema extends TSchema, Result = unknown>(
  spec: ActionSpec<Name, Schema, Static<Schema>, Result>,
): ActionSpec<Name, Schema, Static<Schema>, Result> {
  return spec;
}

/** Declares a spec's result type where its run is out of the spec's sight (see ActionSpec.result). */
export function returns<T>(): { readonly result?: T } {
  return {};
}

/** What runs a spec, in the extension: its run, and what it reads of a page before asking the person. */
export type Implementation<Input, Result> = Pick<ActionDefinition<string, unknown, Input, Result>, 'run' | 'approvalFacts' | 'consent'>;

/** A spec with its run: the action the extension serves (a Faculty's `activate` hands it to the host). */
export function implement<const Name extends string, Schema, Input, Declared, Result extends unknown extends Declared ? unknown : Declared>(
  spec: ActionSpec<Name, Schema, Input, Declared>,
  implementation: Implementation<Input, Result>,
): ActionDefinition<Name, Schema, Input, Result> {
  return { ...spec, ...implementation } as ActionDefinition<Name, Schema, Input, Result>;
}

/** The registry's element type: a spec, whichever its input. */
export type AnySpec = ActionSpec<string, object, never, unknown>;
