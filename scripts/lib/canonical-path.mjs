// One spelling for each address (docs/decisions/0042-the-policy-at-every-spelling.md). The host's
// rules (_headers, _redirects) are written for the plain spelling of a path and matched against the
// path as typed, while a file server decodes it: "/%61dmin/" is the editor's page to the file server
// and no address to the rules, so it was served with no policy. scripts/serve.mjs answers every
// other spelling of an address with a redirect to the plain one, before any rule or file is looked up.

// RFC 3986 2.3 and 6.2.2.2: the unreserved characters (letters, digits, "-", ".", "_", "~") mean
// the same percent-encoded or not, so an address that encodes one has a plain spelling to go to.
const ENCODED_UNRESERVED = /%(?:[46][1-9A-F]|[57][0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

/** The path with its percent-encoded unreserved characters decoded; other escapes are left as they are. */
export const plainSpelling = (rawPath) => rawPath.replace(ENCODED_UNRESERVED, (encoded) => String.fromCharCode(Number.parseInt(encoded.slice(1), 16)));

/** A page's file named in its address ("/about/team/index.html", "/index.html"): the page's own address ("/about/team", "/"), or null. */
export function pageAddressOf(path) {
  if (!/(^|\/)index\.html$/.test(path)) return null;
  return path.slice(0, -"index.html".length).replace(/(.)\/$/, "$1");
}

/**
 * A file whose name begins with "_" is the host's or the build's, never the site's: _headers and
 * _redirects (the host reads them), Gatsby's slices (stitched into the pages). True for such a
 * name, with or without a slash after it.
 */
export const isPrivateFile = (decodedPath) => /(^|\/)_[^/]*\/?$/.test(decodedPath);
