import type { z } from "zod";
import type { ContentFile, ContentFolder, FileContent, FolderEntry, FrontMatter, MarkdownFolder } from "../../model";
import type { ModelEntry } from "./entries";
import type { ImageInfo } from "./images";

// What every rule of the content check reads, and what it answers. Each rule (rules/*.ts) is one
// plain function from the content to its findings, so it can be tested on its own.

export interface ContentReport {
  errors: string[];
  warnings: string[];
  /** What the site can run with but an owner must fix before launch (`npm run check:content -- --launch`). */
  launch: string[];
}

/** A rule's findings: errors stop the build, warnings are printed, launch findings stop a launch. */
export type Findings = Partial<ContentReport>;

/** The model the content follows: single files, folders of one entry per file, and folders of Markdown (their front matter's schema). */
export interface ContentModel {
  files: Record<string, z.ZodType>;
  folders: Record<string, z.ZodType>;
  markdown: Record<string, z.ZodType>;
}

/** A Markdown entry that passed its schema: its front matter, and its body as written. */
export interface MarkdownEntry<F extends MarkdownFolder> {
  file: string;
  data: FrontMatter<F>;
  body: string;
  /** The file's line the body starts on. */
  bodyLine: number;
}

export interface Content {
  /** content/ (English; each translation mirrors it in content/<locale>/). */
  dir: string;
  /** content/images/: every photo lives there. */
  imagesDir: string;
  /** A file's absolute path from its name in messages, and back: "content/services/beach.json". */
  absolute: (file: string) => string;
  rel: (absolute: string) => string;
  /** Every English file read, valid or not, with its schema (the field checks follow the schema). */
  entries: ModelEntry[];
  /** What passed its schema, typed by the model, for the checks across files. */
  files: { [F in ContentFile]?: FileContent<F> };
  folders: { [F in ContentFolder]?: { file: string; data: FolderEntry<F> }[] };
  markdown: { [F in MarkdownFolder]?: MarkdownEntry<F>[] };
  /** Pages that exist besides content-driven ones (those of src/pages). */
  pageRoutes: string[];
  /** A JPEG's or PNG's size (read once per file), undefined for any other file. */
  imageInfo: (absolute: string) => ImageInfo | undefined;
}

export type Rule = (content: Content) => Findings;
