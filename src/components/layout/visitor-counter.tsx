import { useVisitorCount } from "../../hooks/use-visitor-count";
import { padCount } from "../../utils/visitor-count";
import { useUiStrings } from "../../hooks/use-ui-strings";

/** "Your visits to this site: 0042": the count is kept in this browser, so it names the visitor's own visits, not the site's traffic; the number is kept from page translation. */
export function VisitorCounter({ className }: { className?: string }) {
  const ui = useUiStrings();
  const count = useVisitorCount();
  return (
    <p className={className} data-print="hide">
      <span>{ui.footer.visitors} </span>
      <span translate="no" data-testid="visitor-count" css={{ fontVariantNumeric: "tabular-nums", display: "inline-block", minWidth: "4ch" }}>
        {count === null ? "" : padCount(count)}
      </span>
    </p>
  );
}
