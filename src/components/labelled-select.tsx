import { selectBox } from "../styles/controls";
import { theme } from "../styles/theme";

interface SelectOption {
  value: string;
  label: string;
}

interface LabelledSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** A first choice that chooses nothing ("Any", "All trips"): its value is "". */
  any?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Its place in the row or grid around it. */
  className?: string;
  /** The id of a hint under it, read with the label. */
  describedBy?: string;
}

/** A native select with its visible label above it: the package filters and the reviews' trip. */
export function LabelledSelect({ id, label, value, options, any, onChange, disabled, className, describedBy }: LabelledSelectProps) {
  return (
    <div className={className} css={{ display: "grid", gap: "0.3rem" }}>
      <label htmlFor={id} css={{ fontWeight: 700, fontSize: theme.fontSizes.sm }}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        css={{ ...selectBox, width: "100%" }}
      >
        {any && <option value="">{any}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
