// A Vitest reporter that adds one plain closing line, "N passed, N failed",
// so any log reader can tell how many tests ran.
export default class SummaryReporter {
  constructor(label = 'tests') {
    this.label = label;
  }
  onTestRunEnd(testModules) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
}
