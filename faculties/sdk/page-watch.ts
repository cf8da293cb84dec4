// What the page watch says between its two halves in a page and the service worker. The MAIN-world
// half (main-world.ts) sees what only the page's own world can: native alert/confirm/prompt calls
// and console errors. It tells the extension's isolated world (isolated.ts) through a DOM event
// whose detail is a JSON string; the isolated half keeps console entries and forwards dialog
// signals to the worker. Everything here is page-reported: the page can fake or hide its own
// signals, so they inform the Navi and never authorise anything.

/** The DOM event the MAIN world dispatches on window; also visible to the page. */
export const WATCH_EVENT = '__aiEchoPageWatch';
/** The isolated world's global (the page's own JS cannot see it). */
export const WATCH_GLOBAL = '__aiEchoPageWatch';
/** Bump when either half changes, so an older copy in an open document is replaced. */
export const WATCH_VERSION = 'watch-1';
/** runtime.sendMessage type from the isolated half to the worker. */
export const WATCH_MESSAGE = 'page-watch';
export const WATCH_MAIN_FILE = 'runtimes/page-watch-main.js';
export const WATCH_ISOLATED_FILE = 'runtimes/page-watch.js';

/** Page text kept per dialog message and per console entry. */
export const MAX_DIALOG_TEXT_CHARS = 500;
export const MAX_CONSOLE_TEXT_CHARS = 1_000;
/** Console entries kept per document (oldest dropped first, and counted). */
export const MAX_CONSOLE_ENTRIES = 200;

import type { DialogKind } from './dialogs.ts';
export type { DialogKind };
export type ConsoleKind = 'console.error' | 'console.warn' | 'uncaught' | 'unhandledrejection' | 'resource';

export type WatchSignal =
  | { type: 'dialog-open'; seq: number; kind: DialogKind; message: string; defaultValue?: string }
  /** `result`: confirm's boolean, prompt's string or null (cancelled); null for an alert. */
  | { type: 'dialog-closed'; seq: number; kind: DialogKind; result: boolean | string | null }
  | { type: 'console'; kind: ConsoleKind; message: string; source?: string };

export interface ConsoleEntry {
  kind: ConsoleKind;
  message: string;
  /** Script URL and line, when the page's error said where. */
  source?: string;
  at: number;
}

/** What the isolated half answers when the worker asks for console entries. */
export interface ConsoleReport {
  entries: ConsoleEntry[];
  /** Entries dropped because more than MAX_CONSOLE_ENTRIES arrived. */
  dropped: number;
  /** When this document's watch started: entries before it were not seen. */
  watchingSince: number;
}

export interface InstalledWatch {
  version: string;
  console(): ConsoleReport;
}

const DIALOG_KINDS: readonly string[] = ['alert', 'confirm', 'prompt'];
export const CONSOLE_KINDS: readonly ConsoleKind[] = ['console.error', 'console.warn', 'uncaught', 'unhandledrejection', 'resource'];

function boundedString(v: unknown, max: number): v is string {
  return typeof v === 'string' && v.length <= max;
}

/** Checks a signal's shape: it crossed from the page's world, where anyone can write one. */
export function isWatchSignal(v: unknown): v is WatchSignal {
  if (!v || typeof v !== 'object') return false;
  const s = v as Record<string, unknown>;
  if (s.type === 'console') {
    return (CONSOLE_KINDS as readonly string[]).includes(s.kind as string) && boundedString(s.message, MAX_CONSOLE_TEXT_CHARS) && (s.source === undefined || boundedString(s.source, MAX_CONSOLE_TEXT_CHARS));
  }
  if (!Number.isSafeInteger(s.seq) || (s.seq as number) < 1 || !DIALOG_KINDS.includes(s.kind as string)) return false;
  if (s.type === 'dialog-open') {
    return boundedString(s.message, MAX_DIALOG_TEXT_CHARS) && (s.defaultValue === undefined || boundedString(s.defaultValue, MAX_DIALOG_TEXT_CHARS));
  }
  if (s.type === 'dialog-closed') {
    return s.result === null || typeof s.result === 'boolean' || boundedString(s.result, MAX_DIALOG_TEXT_CHARS);
  }
  return false;
}

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
