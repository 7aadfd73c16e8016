import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { CONSOLE_PARTS } from '../../src/shared/consoleParts.ts';
import { COMPILE_HINT, compileHints } from './compileHints.ts';

const chunk = (fileName: string, links: { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; facade?: string } = {}) =>
  ({
    type: 'chunk',
    fileName,
    code: `// ${fileName}`,
    imports: links.imports ?? [],
    dynamicImports: links.dynamicImports ?? [],
    isEntry: links.isEntry ?? false,
    facadeModuleId: links.facade ?? null,
  }) as unknown as OutputChunk;

describe('compile hints', () => {
  it('marks the entry, the pages it loads and the first-page parts, with their imports; not what loads later', () => {
    const root = '/app';
    const files = [
      chunk('index.js', { isEntry: true, imports: ['main.js'] }),
      chunk('main.js', { imports: ['react.js'], dynamicImports: ['ConsoleApp.js', 'LandingPage.js'] }),
      chunk('react.js'),
      chunk('ConsoleApp.js', { imports: ['mui.js'], dynamicImports: ['ListPage.js', 'GraphiqlPage.js'] }),
      chunk('LandingPage.js'),
      chunk('mui.js'),
      chunk('ListPage.js', { facade: resolve(root, CONSOLE_PARTS.list), imports: ['table.js'] }),
      chunk('table.js'),
      chunk('GraphiqlPage.js', { imports: ['codemirror.js'] }),
      chunk('codemirror.js'),
    ];
    const bundle = Object.fromEntries(files.map((file) => [file.fileName, file])) as unknown as OutputBundle;
    const plugin = compileHints();
    (plugin.configResolved as (config: { root: string }) => void)({ root });
    (plugin.generateBundle as (options: unknown, bundle: OutputBundle) => void)({}, bundle);
    const hinted = files.filter((file) => file.code.startsWith(COMPILE_HINT)).map((file) => file.fileName);
    expect(hinted.sort()).toEqual(['ConsoleApp.js', 'LandingPage.js', 'ListPage.js', 'index.js', 'main.js', 'mui.js', 'react.js', 'table.js']);
    expect(files.find((file) => file.fileName === 'main.js')?.code).toBe(`${COMPILE_HINT}// main.js`); // once
  });
});
