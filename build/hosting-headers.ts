import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

/** One entry of `hosting.headers` in firebase.json. */
export interface HeaderRule {
  source: string;
  headers: readonly { key: string; value: string }[];
}

/** The header rules of firebase.json's `hosting`, the one source of the app's HTTP headers. */
export function hostingHeaderRules(firebaseJson: URL): HeaderRule[] {
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as {
    hosting?: { headers?: HeaderRule[] };
  };
  return config.hosting?.headers ?? [];
}

/**
 * A Hosting glob as a pattern over the request path: `**` matches any characters, `*` any
 * within one path segment. Any other glob syntax is refused rather than matched differently
 * from Hosting.
 */
export function globPattern(glob: string): RegExp {
  if (/[?[\]{}()!@+]/.test(glob)) {
    throw new Error(`The header source "${glob}" needs glob syntax beyond * and **.`);
  }
  const path = glob.startsWith('/') ? glob : `/${glob}`;
  const pattern = path
    .split(/(\/\*\*|\*\*|\*)/)
    .map((part) => {
      if (part === '/**') return '(?:/.*)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}

/**
 * The headers Hosting sends for a request path: every matching rule applies, in order, and a
 * later rule's value of a header replaces an earlier one's (as Hosting does).
 */
export function headersFor(path: string, rules: readonly HeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!globPattern(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
  }
  return headers;
}

/** A Content-Security-Policy whose connect-src also allows `origins` (the local emulators). */
export function withConnectSources(policy: string, origins: readonly string[]): string {
  if (origins.length === 0) return policy;
  const directives = policy.split(';').map((directive) => directive.trim());
  const index = directives.findIndex((directive) => directive.startsWith('connect-src '));
  if (index === -1) throw new Error('The Content-Security-Policy has no connect-src to extend.');
  directives[index] = [directives[index], ...origins].join(' ');
  return directives.join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNS_AS_SCRIPT = /^(?:module|(?:text|application)\/(?:java|ecma)script)?$/i;

/** The CSP hash sources of the inline scripts a page runs (data blocks and src scripts aside). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/i.test(` ${attributes}`) || text === '') continue;
    const type = /\stype="([^"]*)"/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!RUNS_AS_SCRIPT.test(type.trim())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * What is wrong with a policy's script-src for the built pages (file name → HTML): a hash an
 * inline script needs and the policy lacks, or one the policy allows and no page needs. Empty
 * when the two agree.
 */
export function scriptHashProblems(pages: Record<string, string>, policy: string): string[] {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  const allowed = new Set((scriptSrc ?? []).filter((source) => source.startsWith("'sha256-")));
  const filesNeeding = new Map<string, string[]>();
  for (const [file, html] of Object.entries(pages)) {
    for (const hash of inlineScriptHashes(html)) {
      filesNeeding.set(hash, [...(filesNeeding.get(hash) ?? []), file]);
    }
  }
  const problems: string[] = [];
  for (const [hash, files] of filesNeeding) {
    if (!allowed.has(hash))
      problems.push(`lacks ${hash}, of an inline script in ${files.join(', ')}`);
  }
  for (const hash of allowed) {
    if (!filesNeeding.has(hash)) problems.push(`allows ${hash}, which no page's script has`);
  }
  return problems;
}

/** Sets `headers` on a response just before its head is written, over what was set before. */
function sendWith(res: ServerResponse, headers: Map<string, string>) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const given = args.find((arg) => typeof arg === 'object' && arg !== null);
    if (given && !Array.isArray(given)) {
      for (const name of Object.keys(given)) {
        if (headers.has(name.toLowerCase())) delete (given as Record<string, unknown>)[name];
      }
    }
    for (const [name, value] of headers) res.setHeader(name, value);
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

const POLICY = 'content-security-policy';

/**
 * The app's HTTP headers from firebase.json's hosting rules, in both places it is served from:
 * - `vite preview` (npm start, the end-to-end tests, the benchmarks) sends exactly the headers
 *   Hosting would, its connect-src widened by `localConnectSources` (the emulators);
 * - the build fails when the Content-Security-Policy's script hashes do not match the inline
 *   scripts of the built pages, naming the hashes to write into firebase.json.
 */
export function hostingHeaders({
  rules,
  localConnectSources,
}: {
  rules: readonly HeaderRule[];
  localConnectSources: readonly string[];
}): Plugin {
  return {
    name: 'masterly-hosting-headers',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://localhost').pathname;
        const headers = headersFor(path, rules);
        const policy = headers.get(POLICY);
        if (policy) headers.set(POLICY, withConnectSources(policy, localConnectSources));
        sendWith(res, headers);
        next();
      });
    },
    generateBundle: {
      // After the public pages are prerendered (build/prerender-plugin.ts, listed before).
      order: 'post',
      handler(_options, bundle) {
        const pages: Record<string, string> = {};
        for (const item of Object.values(bundle)) {
          if (item.type === 'asset' && item.fileName.endsWith('.html')) {
            pages[item.fileName] = String(item.source);
          }
        }
        const policy = headersFor('/', rules).get(POLICY) ?? '';
        const problems = scriptHashProblems(pages, policy);
        if (problems.length > 0) {
          const hashes = [...new Set(Object.values(pages).flatMap(inlineScriptHashes))];
          this.error(
            `firebase.json's Content-Security-Policy does not fit the built pages' inline scripts: it\n  ` +
              `${problems.join('\n  ')}\nIts script-src should be: script-src 'self' ${hashes.join(' ')}`,
          );
        }
      },
    },
  };
}
