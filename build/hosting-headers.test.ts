import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  globPattern,
  headersFor,
  hostingHeaderRules,
  inlineScriptHashes,
  scriptHashProblems,
  withConnectSources,
} from './hosting-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const rules = [
  {
    source: '**',
    headers: [
      { key: 'Cache-Control', value: 'no-cache' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ],
  },
  { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
  { source: '/*.png', headers: [{ key: 'X-Image', value: 'yes' }] },
];

describe('globPattern', () => {
  it('matches ** across segments and * within one', () => {
    expect(globPattern('**').test('/')).toBe(true);
    expect(globPattern('**').test('/goals/today')).toBe(true);
    expect(globPattern('/assets/**').test('/assets/index-1.js')).toBe(true);
    expect(globPattern('/assets/**').test('/sw.js')).toBe(false);
    expect(globPattern('/*.png').test('/icon-192.png')).toBe(true);
    expect(globPattern('/*.png').test('/assets/icon.png')).toBe(false);
    expect(globPattern('sw.js').test('/sw.js')).toBe(true);
    expect(globPattern('/sw.js').test('/swXjs')).toBe(false);
  });

  it('refuses glob syntax it would not match as Hosting does', () => {
    expect(() => globPattern('**/*.@(js|css)')).toThrow(/glob syntax/);
    expect(() => globPattern('/{a,b}.js')).toThrow(/glob syntax/);
  });
});

describe('headersFor', () => {
  it('applies every matching rule, a later value replacing an earlier one', () => {
    expect(Object.fromEntries(headersFor('/assets/app.js', rules))).toEqual({
      'cache-control': 'immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Object.fromEntries(headersFor('/goals', rules))).toEqual({
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    expect(headersFor('/icon-192.png', rules).get('x-image')).toBe('yes');
  });

  it('reads firebase.json’s rules, all of them in syntax it matches', () => {
    const hosting = hostingHeaderRules(new URL('../firebase.json', import.meta.url));
    expect(hosting.length).toBeGreaterThan(0);
    for (const rule of hosting) expect(() => globPattern(rule.source)).not.toThrow();
    expect(headersFor('/goals', hosting).get('content-security-policy')).toContain(
      "frame-ancestors 'none'",
    );
  });
});

describe('withConnectSources', () => {
  it('adds the origins to connect-src only', () => {
    const policy = "default-src 'self'; connect-src 'self' https://a.example; img-src 'self'";
    expect(withConnectSources(policy, ['http://127.0.0.1:8080'])).toBe(
      "default-src 'self'; connect-src 'self' https://a.example http://127.0.0.1:8080; img-src 'self'",
    );
    expect(withConnectSources(policy, [])).toBe(policy);
  });

  it('refuses a policy without connect-src', () => {
    expect(() => withConnectSources("default-src 'self'", ['http://x'])).toThrow(/connect-src/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts that run, not data blocks or scripts with a src', () => {
    const html =
      '<script id="boot">\n  boot();\n</script>' +
      '<script data-modules="[]">preload()</script>' +
      '<script type="module">run()</script>' +
      '<script type="application/json">{"a":1}</script>' +
      '<script type="module" crossorigin src="/assets/app.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('\n  boot();\n'),
      sha('preload()'),
      sha('run()'),
    ]);
  });
});

describe('scriptHashProblems', () => {
  const pages = { 'index.html': '<script>a()</script>', 'login.html': '<script>a()</script>' };

  it('finds nothing when the policy allows exactly the pages’ scripts', () => {
    expect(scriptHashProblems(pages, `script-src 'self' ${sha('a()')}; img-src 'self'`)).toEqual(
      [],
    );
  });

  it('names a hash the policy lacks, with its pages, and one no page needs', () => {
    expect(scriptHashProblems(pages, `script-src 'self' ${sha('b()')}`)).toEqual([
      `lacks ${sha('a()')}, of an inline script in index.html, login.html`,
      `allows ${sha('b()')}, which no page's script has`,
    ]);
  });
});
