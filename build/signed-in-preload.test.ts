import { describe, expect, it } from 'vitest';
import { modulePreloadAttribute, modulePreloadScript, signedInPreloads } from './signed-in-preload';

const chunks = [
  { fileName: 'assets/main.js', imports: ['assets/app.js'], moduleIds: ['/src/main.tsx'] },
  { fileName: 'assets/app.js', imports: ['assets/runtime.js'], moduleIds: ['/react.js'] },
  { fileName: 'assets/runtime.js', imports: [], moduleIds: ['/runtime.js'] },
  {
    fileName: 'assets/signed-in.js',
    imports: ['assets/app.js', 'assets/runtime.js', 'assets/shared.js'],
    moduleIds: ['/src/layout.tsx', '/src/goals.tsx'],
  },
  { fileName: 'assets/shared.js', imports: [], moduleIds: ['/src/plans.ts'] },
  {
    fileName: 'assets/backend.js',
    imports: ['assets/firestore.js', 'assets/signed-in.js'],
    moduleIds: ['/src/backend.ts'],
  },
  { fileName: 'assets/firestore.js', imports: [], moduleIds: ['/firestore.js'] },
  { fileName: 'assets/admin.js', imports: ['assets/signed-in.js'], moduleIds: ['/src/admin.tsx'] },
];

describe('signedInPreloads', () => {
  it('lists the chunks of the signed-in roots and their imports, not the entry’s', () => {
    const roots = { entry: '/src/main.tsx', signedIn: ['/src/layout.tsx', '/src/backend.ts'] };
    expect(signedInPreloads(chunks, roots)).toEqual([
      'assets/backend.js',
      'assets/firestore.js',
      'assets/shared.js',
      'assets/signed-in.js',
    ]);
  });

  it('lists nothing for roots no chunk holds', () => {
    expect(signedInPreloads(chunks, { entry: '/src/main.tsx', signedIn: ['/gone.ts'] })).toEqual(
      [],
    );
  });
});

describe('modulePreloadScript', () => {
  it('adds a modulepreload link for each file its element names, under the base', () => {
    const added: { rel: string; href: string }[] = [];
    const attribute = modulePreloadAttribute(['assets/a.js', 'assets/b.js'], '/app/');
    const value = /^data-modules="(.*)"$/.exec(attribute)![1]!.replaceAll('&quot;', '"');
    const document = {
      currentScript: { getAttribute: (name: string) => (name === 'data-modules' ? value : null) },
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => added.push(link) },
    };
    new Function('document', modulePreloadScript)(document);
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/app/assets/a.js' },
      { rel: 'modulepreload', href: '/app/assets/b.js' },
    ]);
  });

  it('is the same text whatever the files are', () => {
    expect(modulePreloadScript).not.toContain('assets/');
  });
});
