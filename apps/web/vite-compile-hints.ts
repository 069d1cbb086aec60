/**
 * Every chunk starts with V8's explicit compile hint, `//# allFunctionsCalledOnLoad` (Chromium 136
 * and later; docs/architecture.md, "First load"). Without it V8 only pre-parses a function when the
 * script arrives and compiles it on the main thread the first time it is called; the whole of
 * React DOM sits in one such function (its CommonJS wrapper), and the first render calls most of
 * the rest. With the hint, V8 compiles every function of the file while streaming it, off the main
 * thread, and the page's own tasks only run code. Browsers without the hint read a comment.
 *
 * After minification (which would drop the comment); a chunk's source map is moved down a line.
 */
import type { OutputBundle } from 'rollup';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map's mappings for the same code one line lower (`;` is an empty generated line). */
function shiftedMappings(mappings: string): string {
  return `;${mappings}`;
}

export function compileHints(): Plugin {
  return {
    name: 'passdesk-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle: OutputBundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          if (file.map) file.map.mappings = shiftedMappings(file.map.mappings);
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: shiftedMappings(map.mappings) });
          }
        }
      },
    },
  };
}
