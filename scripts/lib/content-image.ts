import path from "node:path";
import { splitContentPath } from "../../model/locales";

interface FileNode {
  internal: { type: string };
  absolutePath: string;
  relativePath: string;
}
interface ResolveContext {
  nodeModel: {
    findRootNodeAncestor: (source: unknown, predicate: (node: FileNode) => boolean) => FileNode | null;
    findOne: (args: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>;
  };
}

/**
 * The file a content image field names: "/images/x.jpg" from the content folder (as the editor's
 * image picker writes it, for every kind of entry), or a path relative to the file ("../images/x.jpg").
 */
export const contentImageFile = (contentDir: string, file: string, value: string): string =>
  value.startsWith("/") ? path.join(contentDir, value) : path.resolve(path.dirname(file), value);

/**
 * @contentImage: a content image path resolved to its File node like @fileByRelativePath, but from
 * the English file's folder, so content/hi/services/beach.json names "../images/beach-dune.jpg"
 * exactly as content/services/beach.json does (and the editor copies it unchanged).
 */
export const contentImageExtension = {
  name: "contentImage",
  extend: () => ({
    async resolve(source: Record<string, unknown>, _args: unknown, context: ResolveContext, info: { fieldName: string }) {
      const value = source[info.fieldName];
      if (typeof value !== "string") return null;
      const file = context.nodeModel.findRootNodeAncestor(source, (node) => node.internal?.type === "File");
      if (!file) return null;
      const contentRoot = file.absolutePath.slice(0, file.absolutePath.length - file.relativePath.length);
      const englishFile = path.join(contentRoot, splitContentPath(file.relativePath)[1]);
      const absolutePath = contentImageFile(contentRoot, englishFile, value).split(path.sep).join("/");
      return context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } });
    },
  }),
};
