// A Vitest reporter that ends an end-to-end run with the number of browser contexts its tests
// opened and of pages they loaded (each test records its own in its meta: tests/e2e/warm-up.ts),
// the figures that most decide how long the run takes.
import type { Reporter, TestModule } from 'vitest/node';

export class BrowserContextsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let contexts = 0;
    let pageLoads = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        contexts += test.meta().browserContexts ?? 0;
        pageLoads += test.meta().pageLoads ?? 0;
      }
    }
    console.log(`\nBrowser contexts opened: ${contexts}, pages loaded: ${pageLoads}\n`);
  }
}
