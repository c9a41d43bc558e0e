import type { Plugin } from 'vite';

/** V8's explicit compile hint: compile every function of the file at once, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entries and every module they import statically: the code that runs before the first screen. */
export function staticClosure(entries: readonly string[], staticImportsOf: (id: string) => readonly string[]): Set<string> {
  const closure = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id)) continue;
    closure.add(id);
    pending.push(...staticImportsOf(id));
  }
  return closure;
}

/**
 * Marks the chunks the app starts with for eager compilation (Chrome 136+). V8 otherwise
 * compiles each function on its first call, on the main thread: on /m/login that was about a
 * third of the start's main-thread time, and with the hint Lighthouse's blocking time halved.
 * Lazy chunks are left to V8's default, as many of their functions never run.
 */
export function compileHints(): Plugin {
  let start = new Set<string>();
  return {
    name: 'compile-hints',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      start = staticClosure(entries, (id) => this.getModuleInfo(id)?.importedIds ?? []);
    },
    outputOptions(options) {
      // After minification, which would drop a comment put in earlier; rolldown keeps the source map in step.
      return { ...options, postBanner: (chunk) => (chunk.moduleIds.some((id) => start.has(id)) ? COMPILE_HINT : '') };
    },
  };
}
