import { theme } from "../../styles/theme";

interface ChoiceGroupProps {
  id: string;
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

const errorCss = { margin: 0, color: theme.colors.error, fontWeight: 600, fontSize: theme.fontSizes.sm };

/** Radio buttons under a legend, with an inline error tied to the group by aria-describedby. */
export function ChoiceGroup({ id, name, legend, options, value, error, onChange }: ChoiceGroupProps) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} css={{ border: 0, margin: 0, padding: 0, display: "grid", gap: "0.35rem", minWidth: 0 }}>
      <legend css={{ fontWeight: 700, padding: 0, marginBottom: "0.35rem" }}>{legend}</legend>
      <div css={{ display: "flex", flexWrap: "wrap", gap: `0 ${theme.space.md}` }}>
        {options.map((o, i) => (
          <label key={o.value} css={{ display: "inline-flex", alignItems: "center", gap: "0.5rem", minHeight: 44, cursor: "pointer" }}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              required
              onChange={() => onChange(o.value)}
              // The first radio takes focus when the group has an error (see the form's focus order).
              data-first={i === 0 || undefined}
              aria-invalid={error ? true : undefined}
              css={{ width: 24, height: 24, margin: 0, accentColor: theme.colors.primary }}
            />
            {o.label}
          </label>
        ))}
      </div>
      <p id={errorId} css={errorCss}>
        <span>{error ?? ""}</span>
      </p>
    </fieldset>
  );
}

interface ConsentBoxProps {
  id: string;
  name: string;
  value: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

/** The consent checkbox: unticked until the visitor ticks it, its error right below it. */
export function ConsentBox({ id, name, value, label, checked, error, onChange }: ConsentBoxProps) {
  const errorId = `${id}-error`;
  return (
    <div css={{ display: "grid", gap: "0.35rem" }}>
      <label htmlFor={id} css={{ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.6rem", alignItems: "start", cursor: "pointer" }}>
        <input
          id={id}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          required
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          css={{ width: 24, height: 24, margin: "0.1rem 0 0", accentColor: theme.colors.primary }}
        />
        <span>{label}</span>
      </label>
      <p id={errorId} css={errorCss}>
        <span>{error ?? ""}</span>
      </p>
    </div>
  );
}
