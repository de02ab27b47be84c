import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PREVIEW_FUNCTION_PATHS,
  confineFunctionSource,
  withoutAssetHeader,
} from '../../scripts/netlify-preview-function.ts';

// The Netlify build confines the adapter's catch-all function to the preview, so `_redirects` and netlify.toml
// keep the admin's addresses, the partner links and the 404s. The adapter's own template is read here: an upgrade
// that writes the function's path otherwise fails this test before it can reach a deploy.
const ADAPTER = path.resolve(import.meta.dirname, '../../node_modules/@astrojs/netlify/dist/index.js');

describe('the Netlify function answers the preview only', () => {
  it("rewrites the installed adapter's path", () => {
    const template = fs.readFileSync(ADAPTER, 'utf8');
    const confined = confineFunctionSource(template);
    expect(confined).toContain(`path: ${JSON.stringify(PREVIEW_FUNCTION_PATHS)},`);
    expect(confined).not.toContain("path: '/*',");
  });

  it('stops the build when the path is not there exactly once', () => {
    expect(() => confineFunctionSource('export const config = { path: "/*" };')).toThrow(/@astrojs\/netlify/);
    expect(() => confineFunctionSource("path: '/*',\npath: '/*',")).toThrow();
  });

  it("drops the adapter's copy of the /_astro/* cache header, keeping the rest", () => {
    const config: Parameters<typeof withoutAssetHeader>[0] = {
      images: { remote_images: [] },
      headers: [
        { for: '/_astro/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
        { for: '/x', values: { 'X-Test': '1' } },
      ],
    };
    expect(withoutAssetHeader(config)).toEqual({
      images: { remote_images: [] },
      headers: [{ for: '/x', values: { 'X-Test': '1' } }],
    });
  });
});
