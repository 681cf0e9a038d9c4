import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";
import { formatRupees } from "../../utils/format-price";
import { allInPrice, type TripCharge } from "../../utils/trip-price";
import { useGstBreakdown } from "../packages/all-in-price";

const row = {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: theme.space.md,
  paddingBlock: theme.space.xs,
  borderTop: `1px solid ${theme.colors.border}`,
} as const;

/**
 * A titled list of prices: each option, season or extra at the price a person pays with the same
 * breakdown as the headline figure (src/utils/trip-price.ts, allInPrice: GST, and the compulsory
 * charges for an option or a season, which every traveller pays whatever the hotel; an extra such as
 * a single supplement is added to a price, so it carries GST alone), or, with no GST rate, each charge
 * at its amount as paid.
 */
export function AmountList({
  id,
  title,
  items,
  gstRate,
  charges,
}: {
  id: string;
  title: string;
  items: readonly { label: string; amount: number; detail?: string }[];
  gstRate?: number;
  charges?: readonly TripCharge[] | null;
}) {
  const breakdown = useGstBreakdown();
  const small = { display: "block", fontSize: theme.fontSizes.xs, color: theme.colors.muted } as const;
  return (
    <>
      <h3 id={id} css={{ fontSize: theme.fontSizes.md, margin: `${theme.space.md} 0 ${theme.space.xs}` }}>
        {title}
      </h3>
      <ul aria-labelledby={id} css={{ ...plainList, fontSize: theme.fontSizes.sm }}>
        {items.map((item) => {
          const all = gstRate === undefined ? null : allInPrice(item.amount, gstRate, charges);
          return (
            <li key={item.label} data-print="keep-together" css={row}>
              <span>
                {item.label}
                {item.detail ? <span css={small}>{item.detail}</span> : null}
              </span>
              <span css={{ textAlign: "end" }}>
                <strong translate="no" css={{ whiteSpace: "nowrap" }}>
                  {formatRupees(all ? all.allIn : item.amount)}
                </strong>
                {all && gstRate !== undefined ? (
                  <span translate="no" css={small}>
                    {breakdown(all.price, all.gst, gstRate, all.charges)}
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
