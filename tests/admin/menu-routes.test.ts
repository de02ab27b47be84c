import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MENU } from '../../admin/src/layout/titles.ts';

/**
 * A new admin screen needs a menu entry and a route: every menu entry leads to a route App.tsx declares (a
 * Resource's list or a custom route), and every custom route with a layout is in the menu.
 */
const APP = fs.readFileSync(path.resolve(import.meta.dirname, '../../admin/src/App.tsx'), 'utf8');
const resources = [...APP.matchAll(/<Resource\s+name="([^"]+)"/g)].map((m) => `/${m[1]}`);
const layoutRoutes = [...(APP.split('<CustomRoutes noLayout>')[0] ?? '').matchAll(/<Route\s+path="(\/[^"]*)"/g)].map(
  (m) => m[1],
);
const menuPaths = MENU.flatMap((g) => g.items.map((i) => i.to));

describe('the admin menu and its routes', () => {
  it('found the routes in App.tsx', () => {
    expect(resources.length).toBeGreaterThan(3);
    expect(layoutRoutes.length).toBeGreaterThan(3);
  });

  it('leads every menu entry to a route', () => {
    expect(menuPaths.filter((p) => p !== '/' && !resources.includes(p) && !layoutRoutes.includes(p))).toEqual([]);
  });

  it('puts every screen in the menu', () => {
    expect([...resources, ...layoutRoutes].filter((p) => !menuPaths.includes(p))).toEqual([]);
  });
});
