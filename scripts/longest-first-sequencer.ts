// A Vitest sequencer that starts the longest test files first, so the workers finish together
// instead of one of them running a long file alone at the end. How long each file takes comes
// from a committed list (a fresh clone has no Vitest cache of earlier runs, and Vitest would
// order it by file size); files not on the list run first, as their length is not known yet.
//   sequence: { sequencer: longestFirst('tests/e2e/file-seconds.json') }
// Refresh the list from the "Slowest test files" of a full run when files are added or change.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSequencerConstructor, type TestSpecification } from 'vitest/node';

export function longestFirst(listFile: string): TestSequencerConstructor {
  const path = resolve(listFile);
  const seconds: Record<string, number> = existsSync(path)
    ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, number>)
    : {};
  return class LongestFirstSequencer extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      const root = this.ctx.config.root;
      const known = (file: TestSpecification) => seconds[relative(root, file.moduleId)];
      const size = (file: TestSpecification) => statSync(file.moduleId).size;
      return [...files].sort((a, b) => {
        const [timeA, timeB] = [known(a), known(b)];
        if (timeA === undefined && timeB === undefined) return size(b) - size(a);
        if (timeA === undefined) return -1;
        if (timeB === undefined) return 1;
        return timeB - timeA;
      });
    }
  };
}
