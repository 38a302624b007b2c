// A vitest reporter for `npm test`: vitest's JSON report names each test file but not the
// project that ran it, and the API suite runs the same files in two projects (`server:sqlite`,
// `server:postgres`). This one writes, for every configured project, how many of its tests
// passed, failed or were skipped, to the file VITEST_LANES_REPORT names (nothing without it).
import fs from 'node:fs';

export default class LanesReporter {
  onInit(vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules) {
    const file = process.env.VITEST_LANES_REPORT;
    if (!file) return;
    const counts = () => ({ passed: 0, failed: 0, skipped: 0 });
    // Configured projects are listed even when none of their tests ran.
    const projects = Object.fromEntries(this.vitest.projects.map((p) => [p.name, counts()]));
    for (const testModule of testModules) {
      const project = (projects[testModule.project.name] ??= counts());
      for (const test of testModule.children.allTests()) {
        const { state } = test.result();
        if (state in project) project[state] += 1;
      }
    }
    fs.writeFileSync(file, `${JSON.stringify({ projects }, null, 2)}\n`);
  }
}
