import type { ReactNode } from "react";
import { theme } from "../../styles/theme";

interface FormFieldProps {
  id: string;
  label: string;
  hint?: string | null;
  error?: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

export const inputCss = {
  width: "100%",
  minHeight: 44,
  padding: "0.6rem 0.75rem",
  border: `1px solid ${theme.colors.muted}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.background,
  color: theme.colors.text,
  "&[aria-invalid='true']": { borderColor: theme.colors.error, borderWidth: 2 },
};

/** A labelled control with its hint and inline error, both tied to it by aria-describedby. */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div css={{ display: "grid", gap: "0.35rem" }}>
      <label htmlFor={id} css={{ fontWeight: 700 }}>
        {label}
      </label>
      {hint && (
        <p id={hintId} css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>
          {hint}
        </p>
      )}
      {children(describedBy, !!error)}
      <p id={errorId} css={{ margin: 0, color: theme.colors.error, fontWeight: 600, fontSize: theme.fontSizes.sm, minHeight: error ? undefined : 0 }}>
        <span>{error ?? ""}</span>
      </p>
    </div>
  );
}
