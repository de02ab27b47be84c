import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { externalizeScripts } from '../../src/integrations/external-scripts.ts';

type Node = DefaultTreeAdapterMap['node'];

/** Every element as the browser's parser sees it (template contents included). */
function elements(html: string): DefaultTreeAdapterMap['element'][] {
  const out: DefaultTreeAdapterMap['element'][] = [];
  const walk = (n: Node) => {
    if ('tagName' in n) out.push(n);
    if ('childNodes' in n) n.childNodes.forEach(walk);
    if ('content' in n && n.content) n.content.childNodes.forEach(walk);
  };
  walk(parse(html));
  return out;
}

function run(html: string) {
  const files: string[] = [];
  const out = externalizeScripts(html, (code) => {
    files.push(code);
    return `/_astro/inline.${files.length}.js`;
  });
  return { out, files };
}

// What Astro writes for admin-typed text: `<` raw inside attribute values, escaped in text.
const SITE_NAME = 'Baitullah<script>0</script><script>alert(1)</script>';
const BREAKOUT = '"><img src=x onerror=alert(1)>';
const page = (extra = '') => `<!DOCTYPE html><html lang="id"><head><meta charset="utf-8">
<title>Baitullah&lt;script&gt;0&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>
<meta name="description" content="${SITE_NAME}"><meta property="og:title" content="&quot;><img src=x onerror=alert(1)>">
<script type="application/ld+json">{"name":"a"}</script>
<script type="module" src="/_astro/app.js"></script>
<script>(()=>{self.Astro=self.Astro||{}})();</script>
</head><body><img alt="${SITE_NAME}" src="/a.jpg">
<astro-island props="{&quot;title&quot;:[0,&quot;${SITE_NAME}&quot;]}"><template data-astro-template><p title="${SITE_NAME}">x</p></template></astro-island>
<p>${BREAKOUT.replace(/</g, '&lt;').replace(/"/g, '&quot;')}</p>${extra}
<script type="module">import('/_astro/island.js')</script></body></html>`;

describe('externalizeScripts (real HTML parser, only real <script> elements)', () => {
  it('never turns admin text in attribute values or text into a script', () => {
    const html = page();
    const { out, files } = run(html);
    // Exactly Astro's two inline scripts were moved; nothing from the site name.
    expect(files).toEqual(['(()=>{self.Astro=self.Astro||{}})();', "import('/_astro/island.js')"]);
    const scripts = elements(out).filter((e) => e.tagName === 'script');
    for (const s of scripts) {
      const src = s.attrs.find((a) => a.name === 'src')?.value;
      const type = s.attrs.find((a) => a.name === 'type')?.value;
      expect(src ?? type).toMatch(/^(\/_astro\/(app|inline\.\d)\.js|application\/ld\+json)$/);
    }
    expect(scripts).toHaveLength(4);
    // No element appeared out of the payloads.
    expect(elements(out).filter((e) => e.tagName === 'img')).toHaveLength(1);
  });

  it('keeps every attribute value exactly, with < and > escaped in the markup', () => {
    const { out } = run(page());
    const values = (h: string) =>
      elements(h).flatMap((e) =>
        e.attrs
          .filter((a) => !['src', 'type', 'defer'].includes(a.name))
          .map((a) => `${e.tagName}.${a.name}=${a.value}`),
      );
    expect(values(out)).toEqual(values(page()));
    expect(out).toContain('content="Baitullah&lt;script&gt;0&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(out).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    // Nothing between tags changed: the text still reads literally.
    expect(out).toContain(
      '<title>Baitullah&lt;script&gt;0&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>',
    );
    expect(out).not.toMatch(/<script>[^<]*alert/);
  });

  it('leaves data blocks, scripts with src and pages without inline scripts byte for byte', () => {
    const html =
      '<!DOCTYPE html><html><head><script type="application/ld+json">{"a":"</b>"}</script><script src="/x.js"></script></head><body><p>a &lt; b</p></body></html>';
    expect(run(html)).toEqual({ out: html, files: [] });
  });

  it('moves classic scripts as deferred files and module scripts as module files', () => {
    const { out, files } = run(
      '<p>x</p><script>var a = "</p>";</script><script type="module">export {}</script><script type="text/plain">not code</script>',
    );
    expect(files).toEqual(['var a = "</p>";', 'export {}']);
    expect(out).toBe(
      '<p>x</p><script src="/_astro/inline.1.js" defer></script><script type="module" src="/_astro/inline.2.js"></script><script type="text/plain">not code</script>',
    );
  });
});
