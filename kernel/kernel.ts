// The OS kernel's registry of Faculties. A Faculty registers itself (id, actions with their
// effects and tiers, policy hooks, a runner); the kernel builds one ToolRouter over all of them.
import type { Faculty } from './faculty.ts';
import { ToolRouter, listTools, type RouterDeps, type RoutedTool } from './tool-router.ts';

export class Kernel {
  private readonly registered = new Map<string, Faculty>();
  private readonly listeners = new Set<() => void>();
  /** The tool list, built once per change of any Faculty's actions (not on every call). */
  private tools: readonly RoutedTool[] | null = null;
  readonly router: ToolRouter;

  constructor(deps: Omit<RouterDeps, 'faculties' | 'tools'>) {
    const faculties = () => [...this.registered.values()];
    this.router = new ToolRouter({ ...deps, faculties, tools: () => (this.tools ??= listTools(faculties())) });
  }

  /** Adds a Faculty; its action names must not collide with another Faculty's. */
  registerFaculty(faculty: Faculty): () => void {
    if (this.registered.has(faculty.id)) throw new Error(`Faculty ${faculty.id} is already registered.`);
    const taken = new Set(this.router.tools().map((t) => t.descriptor.name));
    const clash = faculty.actions().find((a) => taken.has(a.name));
    if (clash) throw new Error(`Faculty ${faculty.id} offers ${clash.name}, which another Faculty already offers.`);
    this.registered.set(faculty.id, faculty);
    const off = faculty.onActionsChanged?.(() => this.changed());
    this.changed();
    return () => {
      off?.();
      this.registered.delete(faculty.id);
      this.changed();
    };
  }

  faculties(): Faculty[] {
    return [...this.registered.values()];
  }

  /** Called when any Faculty's actions change (registration, manifest-changed). */
  onToolsChanged(cb: () => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  private changed(): void {
    this.tools = null;
    for (const cb of this.listeners) cb();
  }
}
