import { describe, expect, it } from 'vitest';
import { appChunkNames, type ModuleGraph } from './app-chunks';

/** A module graph from a list of "importer -> imported" edges. */
function graphOf(edges: string): ModuleGraph {
  const imports = new Map<string, string[]>();
  const importers = new Map<string, string[]>();
  for (const edge of edges.trim().split('\n')) {
    const [from, to] = edge.split('->').map((part) => part.trim());
    imports.set(from, [...(imports.get(from) ?? []), to]);
    importers.set(to, [...(importers.get(to) ?? []), from]);
  }
  return {
    getModuleInfo: (id) => ({
      importedIds: imports.get(id) ?? [],
      importers: importers.get(id) ?? [],
    }),
  };
}

const roots = {
  entry: '/app/src/app/main.tsx',
  publicPages: ['/app/src/features/login.tsx'],
  signedIn: ['/app/src/app/goals-route.tsx', '/app/src/data/firebase/backend.ts'],
};

describe('appChunkNames', () => {
  const names = appChunkNames(
    roots,
    graphOf(`
      /app/src/app/main.tsx -> /app/src/stores/theme.ts
      /app/src/app/goals-route.tsx -> /app/src/stores/theme.ts
      /app/src/app/goals-route.tsx -> /app/src/stores/goals.ts
      /app/src/stores/goals.ts -> /app/node_modules/date-fns/addDays.js
      /app/src/app/goals-route.tsx -> /app/src/domain/plans.ts
      /app/src/features/login.tsx -> /app/src/domain/plans.ts
      /app/src/data/firebase/backend.ts -> /app/node_modules/@firebase/auth/index.js
      /app/src/data/firebase/backend.ts -> /app/src/domain/schemas.ts
      /app/node_modules/@firebase/firestore/index.js -> /app/src/data/vendor/stand-in.ts
      /app/src/stores/goals.ts -> /app/src/data/vendor/stand-in.ts
    `),
  );

  it('puts what only the signed-in page needs, libraries included, in one chunk', () => {
    expect(names.get('/app/src/app/goals-route.tsx')).toBe('signed-in');
    expect(names.get('/app/src/stores/goals.ts')).toBe('signed-in');
    expect(names.get('/app/node_modules/date-fns/addDays.js')).toBe('signed-in');
    expect(names.get('/app/src/domain/schemas.ts')).toBe('signed-in');
  });

  it('keeps what a public page also needs out of the signed-in chunk', () => {
    expect(names.get('/app/src/domain/plans.ts')).toBe('shared');
  });

  it('puts what the entry imports in the chunk every page loads', () => {
    expect(names.get('/app/src/stores/theme.ts')).toBe('app');
    expect(names.has('/app/src/app/main.tsx')).toBe(false);
  });

  it('leaves Firebase, our Firebase code and what Firebase imports alone', () => {
    expect(names.has('/app/src/data/firebase/backend.ts')).toBe(false);
    expect(names.has('/app/node_modules/@firebase/auth/index.js')).toBe(false);
    expect(names.has('/app/src/data/vendor/stand-in.ts')).toBe(false);
  });
});
