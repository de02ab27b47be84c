// Screens are imported lazily by App.tsx; this barrel serves tests and tooling.
export * from './model.ts';
