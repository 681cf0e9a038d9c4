// The host's rules (public/_headers and public/_redirects) read and matched by Netlify's own code:
// @netlify/headers-parser and @netlify/redirect-parser (what Netlify's build uses) and
// netlify-redirector (the rule matcher `netlify dev` ran, Netlify's WebAssembly build of its
// production matcher). Kept apart from scripts/serve.mjs so the rules can be tested without a server.
// docs/decisions/0010-host-rules-from-netlify-code.md says what is Netlify's and what is ours.
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import redirector from "netlify-redirector";

/** The rules of a _headers file, each with Netlify's own `forRegExp` (a missing file has none). */
export async function readHeaderRules(file) {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], minimal: false });
  return { rules: headers, errors: errors.map((e) => e.message) };
}

/**
 * The headers for a request path (still percent-encoded, as the host sees it). Every rule the path
 * matches applies; a header that several matching rules name gets their values in file order,
 * joined with ", " as the parser joins a header repeated within one rule (one HTTP field, RFC 9110
 * 5.3). Names are compared without case, as HTTP does; the first spelling is kept.
 */
export function headersFor(rules, urlPath) {
  const found = new Map();
  for (const { forRegExp, values } of rules) {
    if (!forRegExp.test(urlPath)) continue;
    for (const [name, value] of Object.entries(values)) {
      const key = name.toLowerCase();
      if (found.has(key)) found.get(key).values.push(value);
      else found.set(key, { name, values: [value] });
    }
  }
  return Object.fromEntries([...found.values()].map(({ name, values }) => [name, values.join(", ")]));
}

// netlify-redirector reads the shape Netlify's backend uses, not the parser's: `from` is `origin`,
// `query` is `params`, conditions are capitalised (as netlify-cli maps them: https://github.com/netlify/cli/blob/main/src/utils/redirects.ts).
const toMatcherShape = ({ from, query, conditions: { country, language, role, ...conditions } = {}, signed, ...rule }) => ({
  ...rule,
  origin: from,
  params: query,
  conditions: {
    ...conditions,
    ...(role && { Role: role }),
    ...(country && { Country: country }),
    ...(language && { Language: language }),
  },
});

/**
 * The rules of a _redirects file and `match(path, query)`: the first rule the (decoded) path matches, as
 * Netlify matches it (`/a` and `/a/` alike, placeholders and :splat filled into `to`), or null.
 * Whether a file shadows the rule (`force` false) is for the server to decide, as on the host.
 */
export async function readRedirectRules(file) {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], minimal: false });
  const matcher = redirects.length ? await redirector.parseJSON(JSON.stringify(redirects.map(toMatcherShape)), {}) : null;
  const match = (urlPath, query = "") =>
    matcher?.match({ scheme: "http", host: "localhost", path: urlPath, query, getHeader: () => "", getCookie: () => "" }) ?? null;
  return { rules: redirects, errors: errors.map((e) => e.message), match };
}
