/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onPreBootstrap } from "../gatsby-node";

// The build stops on a content mistake, naming the file and the field, and goes on without one.
const project = path.join(__dirname, "..", "..", "..");
let site: string;

const runCheck = () => {
  const reporter = { warn: jest.fn(), panic: jest.fn() };
  const store = { getState: () => ({ program: { directory: site } }) };
  (onPreBootstrap as unknown as (args: object) => void)({ store, reporter });
  return reporter;
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
  fs.cpSync(path.join(project, "content"), path.join(site, "content"), { recursive: true });
  // The pages' own addresses (links to them are checked) come from the site's src/pages/.
  fs.symlinkSync(path.join(project, "src"), path.join(site, "src"));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

it("lets the build go on when the content is sound, printing its warnings", () => {
  const reporter = runCheck();
  expect(reporter.panic).not.toHaveBeenCalled();
  expect(reporter.warn).toHaveBeenCalled();
});

it("stops the build on a mistake, naming the file and the field", () => {
  const file = path.join(site, "content", "settings.json");
  const settings = JSON.parse(fs.readFileSync(file, "utf8"));
  settings.email = "not an address";
  fs.writeFileSync(file, JSON.stringify(settings, null, 2));
  const reporter = runCheck();
  expect(reporter.panic).toHaveBeenCalledTimes(1);
  expect(reporter.panic.mock.calls[0][0]).toMatch(/Content errors \(\d+\)/);
  expect(reporter.panic.mock.calls[0][0]).toMatch(/content\/settings\.json.*email/);
});
