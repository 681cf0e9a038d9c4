import { theme } from "../../styles/theme";

/**
 * The guide's Markdown body as gatsby-transformer-remark rendered it. The HTML is the editors' own
 * Markdown (the content check refuses raw HTML in it), so it is set as it is.
 */
export function GuideBody({ html }: { html: string }) {
  return (
    <div
      css={{
        fontSize: theme.fontSizes.lg,
        lineHeight: 1.65,
        "& h2": { fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark, margin: `${theme.space.xl} 0 ${theme.space.sm}` },
        "& h3": { fontSize: theme.fontSizes.lg, margin: `${theme.space.lg} 0 ${theme.space.xs}` },
        // The sticky header would hide a heading the contents link scrolls to.
        "& h2, & h3": { scrollMarginTop: `calc(${theme.layout.headerHeight} + ${theme.space.md})` },
        "& p, & ul, & ol": { margin: `0 0 ${theme.space.md}` },
        "& a": { color: theme.colors.primary, textDecoration: "underline" },
        "& .gatsby-resp-image-wrapper": { margin: `${theme.space.lg} 0`, borderRadius: theme.radii.md, overflow: "hidden" },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the editors' Markdown, rendered at build; the check refuses raw HTML in it.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
