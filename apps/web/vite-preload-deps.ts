/**
 * What a lazy page's import preloads (docs/performance.md, "Panel load"). Vite's preload helper
 * adds a `<link>` for every chunk and stylesheet the imported chunk depends on, before importing
 * it. Two kinds of those are always loaded already, and cost the opening page main-thread time or
 * a round trip:
 * - chunks the importing chunk itself imports statically (they ran before it could): each link is
 *   a DOM insertion and a fetch set up for nothing (~1 ms of CPU each at a phone's speed);
 * - the entry's stylesheet, which the built index.html carries inline (vite-boot-script.ts): the
 *   helper finds no `<link>` for it, so it loaded it a second time, applied Inter's rules again
 *   and held the page's import until that request had come back.
 */
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

/** The chunk and every chunk it imports statically, directly or not. */
function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** The page's entry chunk: the one index.html loads. */
function panelEntry(bundle: OutputBundle): OutputChunk | undefined {
  return Object.values(bundle).find((file): file is OutputChunk => file.type === 'chunk' && file.isEntry && (file.facadeModuleId ?? '').endsWith('index.html'));
}

/** Vite's dependency map, as it writes it at the top of a chunk (vite 7). */
const DEPENDENCY_MAP_END = '=>i.map(i=>d[i]);';

/** Makes a chunk's dependency map leave out the given files. */
function withoutDependencies(code: string, files: readonly string[]): string {
  if (!files.some((file) => code.includes(JSON.stringify(file)))) return code;
  const start = code.indexOf('const __vite__mapDeps=');
  const end = code.indexOf(DEPENDENCY_MAP_END, start);
  if (start === -1 || end === -1) throw new Error('vite-preload-deps: Vite wrote its dependency map in a shape this plugin does not know');
  return `${code.slice(0, end)}=>i.map(i=>d[i]).filter(f=>!${JSON.stringify(files)}.includes(f));${code.slice(end + DEPENDENCY_MAP_END.length)}`;
}

function skipLoadedChunks(): Plugin {
  let bundle: OutputBundle | undefined;
  return {
    name: 'passdesk-preload-deps',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies, { hostId, hostType }) => {
            if (hostType !== 'js' || !bundle) return dependencies;
            const loaded = staticClosure(bundle, hostId);
            return dependencies.filter((dependency) => !loaded.has(dependency));
          },
        },
      },
    }),
    generateBundle: {
      // Before Vite writes the dependency maps (resolveDependencies above reads the chunks' imports).
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}

/** The entry's stylesheets, which the built page carries inline: no chunk's import loads them again. */
function skipInlinedStyles(): Plugin {
  return {
    name: 'passdesk-inline-styles-not-preloaded',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, output) {
        const styles = [...(panelEntry(output)?.viteMetadata?.importedCss ?? [])];
        if (styles.length === 0) return;
        for (const file of Object.values(output)) if (file.type === 'chunk') file.code = withoutDependencies(file.code, styles);
      },
    },
  };
}

/** Lazy imports preload only what is not loaded yet (see above). */
export function preloadOnlyWhatIsMissing(): Plugin[] {
  return [skipLoadedChunks(), skipInlinedStyles()];
}
