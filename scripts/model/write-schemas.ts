import fs from "node:fs";
import path from "node:path";
import { jsonSchemaFiles, schemaDir, vscodeSchemaMap } from "../../model/json-schema";
import { fragmentsFile, fragmentsSource } from "../../model/fragments";

// `npm run model:schemas`: writes the editors' JSON Schemas from the model and maps them to the
// content files in .vscode/settings.json (other settings there are kept), and the GraphQL fragments
// of words the site reads whole (model/fragments.ts). Run it after changing
// model/; a unit test fails while the committed files are stale.
const root = path.join(__dirname, "..", "..");
const dir = path.join(root, schemaDir);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
for (const { name, text } of jsonSchemaFiles()) fs.writeFileSync(path.join(dir, name), text);

const settingsFile = path.join(root, ".vscode", "settings.json");
const settings = fs.existsSync(settingsFile) ? JSON.parse(fs.readFileSync(settingsFile, "utf8")) : {};
fs.mkdirSync(path.dirname(settingsFile), { recursive: true });
fs.writeFileSync(settingsFile, `${JSON.stringify({ ...settings, "json.schemas": vscodeSchemaMap() }, null, 2)}\n`);
console.log(`Wrote ${jsonSchemaFiles().length} schemas to ${schemaDir}/ and their mapping to .vscode/settings.json`);
fs.writeFileSync(path.join(root, fragmentsFile), fragmentsSource());
console.log(`Wrote the GraphQL fragments of words to ${fragmentsFile}`);
