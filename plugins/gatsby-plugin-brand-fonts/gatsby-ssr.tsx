import type { GatsbySSR } from "gatsby";
import { brandFont } from "../../src/styles/fonts";
import { splitSitePath } from "../../model/locales";
import { devanagariFaceCss, devanagariFiles, fontFaceCss, fontUrl } from "./font-faces";
import { devanagariFacesId, devanagariFilesAttribute, switchOnScript } from "./devanagari-faces";

// The faces above the fold are preloaded, and the @font-face rules come first (on Hindi pages,
// Devanagari's only once an earlier page has cached the files they name: devanagari-faces.ts).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  const [locale] = splitSitePath(pathname);
  const devanagari = devanagariFaceCss(locale);
  setHeadComponents([
    ...brandFont.preload[locale].map(({ subset, weight }) => (
      <link key={`font-${subset}-${weight}`} rel="preload" href={fontUrl(subset, weight)} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss(locale) }} />,
    ...(devanagari
      ? [
          <style
            key="devanagari-faces"
            id={devanagariFacesId}
            media="not all"
            {...{ [devanagariFilesAttribute]: devanagariFiles.join(" ") }}
            dangerouslySetInnerHTML={{ __html: devanagari }}
          />,
          <script key="devanagari-switch" dangerouslySetInnerHTML={{ __html: switchOnScript() }} />,
        ]
      : []),
  ]);
};
