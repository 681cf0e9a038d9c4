import { theme } from "../styles/theme";

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string | null;
  title: string;
  text?: string | null;
  align?: "left" | "center";
  className?: string;
}

/** The small label, heading (h2) and intro line that open each page section. */
export function SectionHeading({ id, eyebrow, title, text, align = "center", className }: SectionHeadingProps) {
  return (
    <div
      className={className}
      css={{
        textAlign: align,
        maxWidth: align === "center" ? 720 : undefined,
        marginInline: align === "center" ? "auto" : undefined,
        marginBottom: theme.space.xl,
      }}
    >
      {eyebrow && (
        <p
          css={{
            margin: 0,
            color: theme.colors.accentDark,
            fontWeight: 700,
            letterSpacing: "0.08em",
            textTransform: "uppercase",
            fontSize: theme.fontSizes.xs,
          }}
        >
          {eyebrow}
        </p>
      )}
      <h2 id={id} css={{ fontSize: theme.fontSizes.xxl, margin: "0.25rem 0 0.75rem", color: theme.colors.primaryDark }}>
        {title}
      </h2>
      {text && <p css={{ color: theme.colors.muted, margin: 0 }}>{text}</p>}
    </div>
  );
}
