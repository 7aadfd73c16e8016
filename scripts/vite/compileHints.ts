import { resolve } from 'node:path';
import type { OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { CONSOLE_PARTS } from '../../src/shared/consoleParts.ts';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file while it downloads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks a page runs before its first render for eager compilation. Without the hint V8 compiles a
 * function on the main thread when it is first called; with it, on a background thread while the file streams
 * in, so a first page shows sooner. Those chunks are the entry and what it imports, the pages it loads
 * (src/app/pages.ts), and the console's parts that a first page loads (src/shared/consoleParts.ts), with their
 * imports. Chunks loaded later (dialogs, GraphiQL, video, the canvas editor) keep V8's lazy compiling: most of their
 * functions never run.
 */
export const compileHints = (): Plugin => {
  let root = process.cwd();
  return {
    name: 'readmin:compile-hints',
    apply: 'build',
    // After Vite's own rewriting of dynamic imports (which would drop the line), before compression.
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const parts = new Set(Object.values(CONSOLE_PARTS).map((path) => resolve(root, path)));
      const hinted = new Set<OutputChunk>();
      const hint = (chunk: OutputChunk | undefined) => {
        if (!chunk || hinted.has(chunk)) return;
        hinted.add(chunk);
        chunk.imports.forEach((file) => hint(byFile.get(file)));
      };
      chunks.filter((chunk) => chunk.isEntry).forEach(hint);
      const pages = [...hinted].flatMap((chunk) => chunk.dynamicImports.map((file) => byFile.get(file)));
      pages.forEach(hint);
      chunks.filter((chunk) => chunk.facadeModuleId !== null && parts.has(chunk.facadeModuleId)).forEach(hint);
      for (const chunk of hinted) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
};
