import type { GatsbySSR } from "gatsby";
import { brandFont } from "../../src/styles/fonts";
import { splitSitePath } from "../../model/locales";
import { fontFaceCss, fontUrl, laterFaceCss, laterFaceFiles } from "./font-faces";
import { devanagariFacesId, devanagariFilesAttribute, switchOnScript } from "./devanagari-faces";

// The faces above the fold are preloaded, and the @font-face rules come first (on Hindi pages, the
// brand's faces only once an earlier page has cached the files they name: devanagari-faces.ts).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  const [locale] = splitSitePath(pathname);
  const later = laterFaceCss(locale);
  setHeadComponents([
    ...brandFont.preload[locale].map(({ subset, weight }) => (
      <link key={`font-${subset}-${weight}`} rel="preload" href={fontUrl(subset, weight)} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss(locale) }} />,
    ...(later
      ? [
          <style
            key="devanagari-faces"
            id={devanagariFacesId}
            media="not all"
            {...{ [devanagariFilesAttribute]: laterFaceFiles.join(" ") }}
            dangerouslySetInnerHTML={{ __html: later }}
          />,
          <script key="devanagari-switch" dangerouslySetInnerHTML={{ __html: switchOnScript() }} />,
        ]
      : []),
  ]);
};
