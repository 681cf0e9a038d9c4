import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validateContent } from "../validate";

const realContent = path.join(__dirname, "..", "..", "..", "content");

/**
 * The content check's tests: before each test, a copy of the real content/ in a temporary folder,
 * to break one thing in and read the check's report of; removed after it.
 */
export function contentCopy(routes: readonly string[]) {
  const at = { root: "", dir: "" };
  beforeEach(() => {
    at.root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    at.dir = path.join(at.root, "content");
    fs.cpSync(realContent, at.dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(at.root, { recursive: true, force: true }));

  const file = (...names: string[]) => path.join(at.dir, ...names);
  const read = (name: string) => JSON.parse(fs.readFileSync(file(name), "utf8"));
  const write = (name: string, data: unknown) => fs.writeFileSync(file(name), JSON.stringify(data, null, 2));
  const edit = (name: string, change: (data: any) => void) => {
    const data = read(name);
    change(data);
    write(name, data);
  };
  return {
    /** The copy's content/ folder, and the folder it sits in (the check's `root`). */
    get dir() {
      return at.dir;
    },
    get root() {
      return at.root;
    },
    file,
    read,
    write,
    edit,
    /** A value every language shares (an image, a number), changed in the translation too, as the editor does. */
    editBoth: (name: string, change: (data: any) => void) => {
      edit(name, change);
      edit(`hi/${name}`, change);
    },
    report: () => validateContent({ contentDir: at.dir, routes: [...routes], root: at.root }),
  };
}
