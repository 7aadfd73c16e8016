import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { libraryStandIns, STAND_INS } from './libraryStandIns.ts';

const ROOT = resolve(import.meta.dirname, '../..');

type ResolveId = (source: string, importer?: string) => string | null;
const resolverAt = (root: string): ResolveId => {
  const plugin = libraryStandIns();
  (plugin.configResolved as (config: { root: string }) => void)({ root });
  return plugin.resolveId as ResolveId;
};

/** The ESM files of a package's dist/ that import `source` (as an import statement, not in a comment). */
const filesImporting = (library: string, source: string): string[] => {
  const dist = join(ROOT, 'node_modules', library, 'dist');
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => {
      const code = readFileSync(join(dist, file), 'utf8');
      return code.includes(`from '${source}'`) || code.includes(`from "${source}"`);
    });
};

describe('library stand-ins', () => {
  it("redirects the import only when the library's own files make it", () => {
    const resolveId = resolverAt('/app');
    const [jsonexport] = STAND_INS;
    expect(resolveId(jsonexport.source, '/app/node_modules/ra-core/dist/export/defaultExporter.js')).toBe(resolve('/app', jsonexport.replacement));
    // The stand-in itself, and any other package, still get the real module.
    expect(resolveId(jsonexport.source, resolve('/app', jsonexport.replacement))).toBeNull();
    expect(resolveId(jsonexport.source, '/app/node_modules/other/index.js')).toBeNull();
    expect(resolveId('react', '/app/node_modules/ra-core/dist/index.js')).toBeNull();
  });

  it.each(STAND_INS)(
    '$library still imports $source (else the stand-in would silently stop applying) and $replacement exists',
    ({ library, source, replacement }) => {
      expect(filesImporting(library, source).length).toBeGreaterThan(0);
      expect(existsSync(join(ROOT, replacement))).toBe(true);
    },
  );
});
