// A phone's Devanagari system font for a benchmark's Chromium: Poppins' Devanagari 400 and 700
// (from @fontsource/poppins, a dependency of the site) as system fonts, through a fontconfig file
// that adds them to the host's own (Chromium reads FONTCONFIG_FILE). Every phone a Hindi reader uses
// has such a font; a build host may have none, and then Chromium lays Hindi pages out far slower
// and less evenly (decision 21). Fontconfig's Skia backend takes TrueType, not WOFF: the files are
// unpacked (WOFF 1.0 is the TrueType tables, each zlib-compressed). The folder goes on exit.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

/** A WOFF 1.0 file as the TrueType file it packs. */
function woffToTtf(woff) {
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const [offset, compressed, original] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)];
    const raw = woff.subarray(offset, offset + compressed);
    return { tag: woff.subarray(at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compressed < original ? zlib.inflateSync(raw) : raw };
  }).sort((a, b) => Buffer.compare(a.tag, b.tag));
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const bodies = tables.map((t, i) => {
    t.tag.copy(header, 12 + i * 16);
    header.writeUInt32BE(t.checksum, 16 + i * 16);
    header.writeUInt32BE(offset, 20 + i * 16);
    header.writeUInt32BE(t.data.length, 24 + i * 16);
    const padded = Buffer.concat([t.data, Buffer.alloc((4 - (t.data.length % 4)) % 4)]);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}

/** Writes the faces and a fontconfig file into a temporary folder; returns the file's path (for FONTCONFIG_FILE). */
export function deviceFontsConfig(root) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-fonts-"));
  process.on("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  for (const weight of [400, 700]) {
    const woff = fs.readFileSync(path.join(root, "node_modules", "@fontsource", "poppins", "files", `poppins-devanagari-${weight}-normal.woff`));
    fs.writeFileSync(path.join(dir, `poppins-devanagari-${weight}.ttf`), woffToTtf(woff));
  }
  const conf = path.join(dir, "fonts.conf");
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>` +
      `<include ignore_missing="yes">/etc/fonts/fonts.conf</include><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  // Fontconfig indexes the folder now, not during the first measured run.
  spawnSync("fc-list", [], { env: { ...process.env, FONTCONFIG_FILE: conf }, stdio: "ignore" });
  return conf;
}
