// Fails when modules of src/ reach themselves through their imports, type-only and `import()`
// ones included (the lint rule import-x/no-cycle skips both): a newcomer can then read the
// modules in one order. TypeScript's own scanner lists each file's imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = join(ROOT, 'src');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * The file an import names, or null for a package.
 * @param {string} from
 * @param {string} specifier
 * @returns {string | null}
 */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) if (existsSync(base + extension)) return base + extension;
  return null;
}

const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
  .map((file) => join(SRC, file));
const imports = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => resolveImport(file, fileName));
    const known = targets.filter((target) => target !== null);
    return [file, [...new Set(known)]];
  }),
);

/** Tarjan's strongly connected components: each of more than one module is a cycle. */
function cycles() {
  /** @type {Map<string, number>} */
  const index = new Map();
  /** @type {Map<string, number>} */
  const low = new Map();
  /** @type {string[]} */
  const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */
  const found = [];
  let next = 0;
  /** @param {string} file */
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = /** @type {string} */ (stack.pop());
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) found.push(component);
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

const found = cycles();
if (found.length > 0) {
  console.error(`${found.length} import cycle(s) in src/ (type-only and import() count too):`);
  for (const component of found) {
    console.error(`  ${component.map((file) => relative(ROOT, file)).join(' <-> ')}`);
  }
  process.exit(1);
}
console.log(`No import cycles among ${files.length} modules of src/.`);
