// The counting script's size for `npm run bench -- --track-event` when no site build is at hand:
// PageCounter.astro's <script> built alone the way Astro builds a page script for the client: Vite's
// production build (Rolldown), an ES module, minified with Vite's default minifier, its imports bundled in.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const COUNTER_COMPONENT = path.join(root, 'src/components/layout/PageCounter.astro');

interface ScriptSize {
  bytes: number;
  gzip: number;
  component: string;
}

/** The first client <script> of an .astro component (no attributes: the ones Astro processes and bundles). */
function componentScript(source: string): string {
  const m = /<script>([\s\S]*?)<\/script>/.exec(source);
  if (!m) throw new Error('no <script> in the component');
  return m[1]!;
}

/** Builds the component's script in isolation and measures it (minified bytes and gzip bytes). */
export async function isolatedScriptSize(component = COUNTER_COMPONENT): Promise<ScriptSize> {
  const { build } = await import('vite');
  const code = componentScript(fs.readFileSync(component, 'utf8'));
  // A module id beside the component (Astro's own id is `PageCounter.astro?astro&type=script&index=0&lang.ts`),
  // so its relative imports resolve from the component's folder and the TypeScript is stripped.
  const id = `${component}.script.ts`;
  const result = await build({
    configFile: false,
    envFile: false,
    root,
    publicDir: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'astro-component-script',
        enforce: 'pre',
        resolveId: (source) => (source === id ? id : null),
        load: (source) => (source === id ? code : null),
      },
    ],
    build: {
      write: false,
      modulePreload: false,
      rollupOptions: { input: id, output: { format: 'es' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => ('output' in r ? r.output : []));
  const js = outputs
    .filter((o) => o.type === 'chunk')
    .map((o) => o.code)
    .join('');
  if (!js.trim()) throw new Error('the build produced no JavaScript');
  return { bytes: Buffer.byteLength(js), gzip: zlib.gzipSync(js).length, component: path.relative(root, component) };
}
