import fs from "node:fs";
import path from "node:path";
import type { FullResult, Reporter, TestCase, TestResult, TestStep } from "@playwright/test/reporter";

// A reporter that counts the expect() calls each test ran (Playwright reports each as a step of
// category "expect"), so that a change to the suite can show it kept every check: batching cases
// into one page load keeps the count; dropping a check lowers it. The checks fixtures make (the page
// fixture's "no console error", e2e/fixtures.ts) are counted apart, as they run once a test, not a case.
// A check gathered in a list and asserted once (e2e/support/findings.ts) counts as one.
// Prints one line at the end; E2E_ASSERTIONS=<file> also writes the counts by spec and by test.

interface Count {
  tests: number;
  expects: number;
  fixture: number;
}

export default class AssertionCount implements Reporter {
  private readonly byTest = new Map<TestCase, Count>();

  onTestEnd(test: TestCase, result: TestResult) {
    // A retried test counts once, as its last run.
    const count: Count = { tests: 1, expects: 0, fixture: 0 };
    // An expect inside another (the tries of expect(...).toPass()) is part of that one: counted once.
    // One run by a fixture (its setup or teardown, a step of category "fixture") is the fixture's.
    const visit = (steps: TestStep[], inFixture: boolean) => {
      for (const step of steps) {
        if (step.category !== "expect") visit(step.steps, inFixture || step.category === "fixture");
        else if (inFixture) count.fixture++;
        else count.expects++;
      }
    };
    visit(result.steps, false);
    this.byTest.set(test, count);
  }

  onEnd(_result: FullResult) {
    const add = (a: Count, b: Count): Count => ({ tests: a.tests + b.tests, expects: a.expects + b.expects, fixture: a.fixture + b.fixture });
    const none: Count = { tests: 0, expects: 0, fixture: 0 };
    const bySpec: Record<string, Count> = {};
    const byTest: Record<string, number> = {};
    let total = none;
    for (const [test, count] of this.byTest) {
      const spec = path.basename(test.location.file);
      bySpec[spec] = add(bySpec[spec] ?? none, count);
      byTest[`${spec} › ${test.titlePath().slice(3).join(" › ")}`] = count.expects;
      total = add(total, count);
    }
    console.log(`Assertions: ${total.expects} expect() calls in ${total.tests} tests, and ${total.fixture} by fixtures (once a test).`);
    const file = process.env.E2E_ASSERTIONS;
    if (file) fs.writeFileSync(file, `${JSON.stringify({ total, bySpec, byTest }, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
