// A Vitest reporter that ends a run with what each failed test wrote to the console (the last
// lines of it), so the end of a long log says why a test failed without scrolling back to it.
// Lines a config hides from the run's output (its onConsoleLog) are kept here too.
import type { Reporter, TestModule } from 'vitest/node';

type ConsoleLog = Parameters<NonNullable<Reporter['onUserConsoleLog']>>[0];

export class FailedTestLogsReporter implements Reporter {
  readonly lines: number;
  private readonly byTask = new Map<string, string[]>();

  constructor(lines = 40) {
    this.lines = lines;
  }

  onUserConsoleLog(log: ConsoleLog): void {
    if (!log.taskId) return;
    const kept = this.byTask.get(log.taskId) ?? [];
    kept.push(...log.content.trimEnd().split('\n'));
    // Only the last lines are printed: the rest need not be kept.
    this.byTask.set(log.taskId, kept.slice(-this.lines));
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        if (test.result().state !== 'failed') continue;
        const logs = this.byTask.get(test.id) ?? [];
        const heading = `\nConsole of the failed test "${test.fullName}" (last ${logs.length} lines):`;
        console.log([heading, ...logs.map((line) => `  ${line}`)].join('\n'));
      }
    }
  }
}
