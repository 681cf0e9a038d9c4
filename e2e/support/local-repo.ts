import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const root = path.join(__dirname, "..", "..");

/** Every content JSON file, by its path in the repository ("content/services/beach.json"). */
export function contentJsonFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (name.endsWith(".json")) files[repoPath(full)] = fs.readFileSync(full, "utf8");
    }
  };
  walk(path.join(root, "content"));
  return files;
}

/**
 * Photos of content/images/ by name, as base64 (the page writes bytes, and only strings cross to
 * it), for the editor's media library: a few, not the whole folder, for every test pays for what it copies.
 */
export function contentImages(names: string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const full = path.join(root, "content", "images", name);
      return [repoPath(full), `base64:${fs.readFileSync(full).toString("base64")}`];
    }),
  );
}

const repoPath = (full: string) => path.relative(root, full).split(path.sep).join("/");

/**
 * "Work with Local Repository" without a person at the folder picker: the page's own private file
 * system (OPFS, a real directory handle in Chromium) is filled with the content files and handed
 * to the CMS as the chosen folder. What the CMS saves is read back with readSaved.
 */
export async function useLocalRepository(page: Page, files: Record<string, string>) {
  await page.addInitScript((contents: Record<string, string>) => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () => {
      const project = await (await navigator.storage.getDirectory()).getDirectoryHandle("project", { create: true });
      for (const [file, text] of Object.entries(contents)) {
        const parts = file.split("/");
        let dir = project;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
        const writable = await (await dir.getFileHandle(parts[parts.length - 1], { create: true })).createWritable();
        await writable.write(text.startsWith("base64:") ? Uint8Array.from(atob(text.slice(7)), (c) => c.charCodeAt(0)) : text);
        await writable.close();
      }
      await project.getDirectoryHandle(".git", { create: true });
      return project;
    };
  }, files);
}

/**
 * A file as the CMS left it in the chosen folder. A save writes every language's file, and a file
 * read while it is being written is unreadable (NotReadableError) or briefly absent (NotFoundError,
 * seen in one full run): read it again, for up to a second.
 */
export function readSaved(page: Page, file: string): Promise<string> {
  return page.evaluate(async (parts: string[]) => {
    for (let attempt = 0; ; attempt++) {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("project");
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        return await (await (await dir.getFileHandle(parts[parts.length - 1])).getFile()).text();
      } catch (error) {
        if (!["NotReadableError", "NotFoundError"].includes((error as Error).name) || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }, file.split("/"));
}
