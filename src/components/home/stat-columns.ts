/**
 * The grid class for `count` statistics side by side. Written out whole, and kept under src/components, where
 * Tailwind looks for class names (src/styles/global.css's @source).
 */
export const statColumns = (count: number) => ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3'][count] ?? 'grid-cols-3';
