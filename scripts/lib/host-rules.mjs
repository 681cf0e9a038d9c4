// Pure parsers for the Netlify-style host files in public/: _headers and _redirects.
// Kept apart from scripts/serve.mjs so the rules can be read (and tested) without a server.

// "/services/*" -> /^\/services\/(.*)$/ ; ":name" matches one path segment. Everything else is literal.
export function patternToRegExp(pattern) {
  const source = pattern
    .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, "(.*)")
    .replace(/:(\w+)/g, "([^/]+)");
  return new RegExp(`^${source}$`);
}

const lines = (text) =>
  text.split(/\r?\n/).filter((line) => line.trim() && !line.trim().startsWith("#"));

// _headers: an unindented path pattern, then indented "Name: value" lines that apply to it.
export function parseHeaders(text) {
  const rules = [];
  for (const line of lines(text)) {
    if (!/^\s/.test(line)) rules.push({ match: patternToRegExp(line.trim()), headers: [] });
    else if (rules.length && line.includes(":")) {
      const i = line.indexOf(":");
      rules.at(-1).headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
}

// Every header whose pattern matches the (still percent-encoded) request path, later rules winning.
export function headersFor(rules, urlPath) {
  const headers = {};
  for (const rule of rules) if (rule.match.test(urlPath)) for (const [k, v] of rule.headers) headers[k] = v;
  return headers;
}

// _redirects: "from  to  [status]" per line; status defaults to 301; "301!" is a forced 301.
export function parseRedirects(text) {
  return lines(text).flatMap((line) => {
    const [from, to, status = "301"] = line.trim().split(/\s+/);
    // "!" forces the rule even where a file exists at the path (Netlify's shadowing override).
    return to ? [{ match: patternToRegExp(from), to, status: parseInt(status, 10), force: status.endsWith("!") }] : [];
  });
}

// The target of a rule for this path (":splat" filled in), or null when the rule does not match.
export function targetFor(rule, urlPath) {
  const m = rule.match.exec(urlPath);
  return m ? rule.to.replace(":splat", m[1] ?? "") : null;
}
