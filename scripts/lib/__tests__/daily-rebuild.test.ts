/** @jest-environment node */
// The daily rebuild's script, run with bash as GitHub runs it: it must fail, naming the secret to
// set, when the build hook is missing, and post to the hook when it is there (a local server here).
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type net from "node:net";
import path from "node:path";

const workflowFile = path.resolve(__dirname, "..", "..", "..", ".github", "workflows", "daily-rebuild.yml");
const stepName = "Start a production build on Netlify";

/**
 * The `run: |` block of the named step, as YAML reads a literal block: the lines indented deeper
 * than the `run:` key, less the first line's indentation. No YAML parser is a dependency of the
 * project, and this one shape is all the workflow uses.
 */
function runScript(yaml: string, name: string): string {
  const lines = yaml.split("\n");
  const step = lines.findIndex((line) => line.replace(/^\s*-?\s*/, "") === `name: ${name}`);
  if (step < 0) throw new Error(`no step named "${name}"`);
  const run = lines.findIndex((line, i) => i > step && /^\s*run: \|[-+]?\s*$/.test(line));
  if (run < 0) throw new Error(`no "run: |" block after the step "${name}"`);
  const keyIndent = /^\s*/.exec(lines[run])![0].length;
  const body: string[] = [];
  for (const line of lines.slice(run + 1)) {
    if (line.trim() && /^\s*/.exec(line)![0].length <= keyIndent) break;
    body.push(line);
  }
  const indent = /^\s*/.exec(body.find((line) => line.trim()) ?? "")![0].length;
  const text = body.map((line) => line.slice(indent)).join("\n");
  return `${text.trimEnd()}\n`;
}

// GitHub runs a step's script with `bash --noprofile --norc -eo pipefail`. Only PATH and HOOK are
// passed, so no proxy setting of this machine sends curl elsewhere. Async, not spawnSync: the hook's
// server below runs in this process and must answer while the script waits for it.
function runStep(hook: string): Promise<{ status: number | null; output: string }> {
  const script = runScript(fs.readFileSync(workflowFile, "utf8"), stepName);
  return new Promise((resolve, reject) => {
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], { env: { PATH: process.env.PATH, HOOK: hook } });
    let output = "";
    child.stdout.on("data", (c) => (output += c));
    child.stderr.on("data", (c) => (output += c));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, output }));
  });
}

test("the step's script is found and runs curl against $HOOK", () => {
  const script = runScript(fs.readFileSync(workflowFile, "utf8"), stepName);
  expect(script).toMatch(/^if \[ -z "\$HOOK" \]; then\n/);
  expect(script).toMatch(/\ncurl [^\n]*"\$HOOK[^\n]*\n$/);
});

test("without the secret the job fails with an error naming it and where to set it", async () => {
  const { status, output } = await runStep("");
  expect(status).not.toBe(0);
  expect(output).toMatch(/^::error::.*NETLIFY_BUILD_HOOK_URL/m);
  expect(output).toContain("Settings > Secrets and variables > Actions");
});

test("with the secret the job posts to the build hook and succeeds", async () => {
  const received: { method?: string; url?: string; body: string }[] = [];
  const hookServer = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ method: req.method, url: req.url, body });
      res.end();
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = hookServer.address() as net.AddressInfo;
    const { status, output } = await runStep(`http://127.0.0.1:${port}/build_hooks/test`);
    expect({ status, output }).toEqual({ status: 0, output: "" });
    expect(received).toEqual([{ method: "POST", url: "/build_hooks/test?trigger_title=Daily+rebuild", body: "{}" }]);
  } finally {
    hookServer.closeAllConnections();
    await new Promise((resolve) => hookServer.close(resolve));
  }
});
