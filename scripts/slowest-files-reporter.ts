// A Vitest reporter that ends a run with its slowest test files, to show where the time goes.
// Add it beside the default one in any Vitest config:
//   reporters: ['default', new SlowestFilesReporter()]
// or by path: reporters: ['default', './scripts/slowest-files-reporter.ts'].
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** A file's time from the start of its environment to the end of its last test, in ms. */
function fileTime(module: TestModule): number {
  const d = module.diagnostic();
  return (
    d.environmentSetupDuration +
    d.prepareDuration +
    d.setupDuration +
    d.collectDuration +
    d.duration
  );
}

export class SlowestFilesReporter implements Reporter {
  readonly count: number;

  constructor(count = 5) {
    this.count = count;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const slowest = [...modules].sort((a, b) => fileTime(b) - fileTime(a)).slice(0, this.count);
    if (slowest.length === 0) return;
    const lines = slowest.map((module) => {
      const seconds = `${(fileTime(module) / 1000).toFixed(1)} s`.padStart(8);
      const project = module.project.name ? `[${module.project.name}] ` : '';
      const tests = [...module.children.allTests()].length;
      return `${seconds}  ${project}${relative(process.cwd(), module.moduleId)} (${tests} tests)`;
    });
    console.log(`\nSlowest ${slowest.length} test files:\n${lines.join('\n')}\n`);
  }
}

export default SlowestFilesReporter;
