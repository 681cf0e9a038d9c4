import { Global } from "@emotion/react";
import { theme } from "./theme";
import { mq } from "./media";
import { printStyles } from "./print";
import { serverStylesAttribute } from "./emotion-cache";

const { colors, fonts } = theme;

/**
 * A server-rendered page already holds these rules: its <style> (gatsby-ssr.tsx) carries every
 * global rule Emotion met. <Global> would add them again as the app starts, in a new <style>, and
 * rules for `*`, `body` and `p` make the browser restyle every element (record 0027). So the
 * browser renders them only where no server <style> exists (gatsby develop, unit tests).
 */
const serverRendered = () => typeof document !== "undefined" && document.querySelector(`style[${serverStylesAttribute}]`) !== null;

/** The one Global component: resets, type, focus ring, reduced motion. */
export function GlobalStyles() {
  // On the server, <Global> renders nothing in the tree either (Emotion's extraction takes its
  // rules), so a page hydrates the same either way.
  if (serverRendered()) return null;
  return (
    <Global
      styles={{
        "*, *::before, *::after": { boxSizing: "border-box" },
        html: {
          WebkitTextSizeAdjust: "100%",
          scrollPaddingTop: "80px",
          // The canvas below the page (a short page on a tall screen, a bounce past the end) continues
          // the footer. It is also what axe finds behind the footer's text before the footer is first
          // drawn (drawnNearScreen: its box is then only the guess, above where the text will lie).
          background: colors.footer,
        },
        body: {
          margin: 0,
          fontFamily: fonts.body,
          fontSize: "1rem",
          lineHeight: 1.6,
          color: colors.text,
          background: colors.background,
          WebkitFontSmoothing: "antialiased",
          // A word wider than its box (a long place name, a wide fallback font) breaks instead of overflowing.
          overflowWrap: "break-word",
          // The translation widget pushes the body down with a banner we hide.
          top: "0 !important",
          position: "static !important" as "static",
        },
        "h1, h2, h3, h4": { fontFamily: fonts.heading, lineHeight: 1.2, margin: "0 0 0.5em" },
        p: { margin: "0 0 1em" },
        img: { maxWidth: "100%", display: "block" },
        a: { color: colors.primary },
        // WCAG 2.2's target size (2.5.8): a link's box is at least 24 px tall in any font, even a
        // stand-alone one in small type. Padding grows an inline link's box without moving its line,
        // and a block link's with its box; zero specificity, so a component's own padding wins.
        ":where(a[href])": { paddingBlock: "max(0px, calc((24px - 1em) / 2))" },
        "button, input, select, textarea": { font: "inherit" },
        ":focus-visible": { outline: `3px solid ${colors.focus}`, outlineOffset: "2px" },
        "[hidden]": { display: "none !important" },
        ".visually-hidden": {
          position: "absolute !important" as "absolute",
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: "hidden",
          clip: "rect(0 0 0 0)",
          whiteSpace: "nowrap",
          border: 0,
        },
        // Google's translate banner and tooltip: hidden, the page is not pushed down.
        ".goog-te-banner-frame, .skiptranslate > iframe, #goog-gt-tt, .goog-te-balloon-frame": {
          display: "none !important",
        },
        [mq.reducedMotion]: {
          "*, *::before, *::after": {
            animationDuration: "0.01ms !important",
            animationIterationCount: "1 !important",
            transitionDuration: "0.01ms !important",
            scrollBehavior: "auto !important" as "auto",
          },
        },
        ...printStyles,
      }}
    />
  );
}
