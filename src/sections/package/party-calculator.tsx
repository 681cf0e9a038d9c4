import { useEffect, useMemo, useRef, useState } from "react";
import { LabelledSelect } from "../../components/labelled-select";
import { ButtonLink } from "../../components/button-link";
import { theme } from "../../styles/theme";
import { fill } from "../../utils/fill";
import { formatRupees } from "../../utils/format-price";
import { upcomingDepartures } from "../../utils/departures";
import { nextMonths } from "../../utils/next-months";
import { monthKeyOf } from "../../utils/seasons";
import { childPrice, partyTotal, singleRoomPrice, type Party, type PartyTotal } from "../../utils/party-total";
import { enquiryPath } from "../../../model/routes";
import { useTripWords } from "./trip-words";

// The calculator itself, fetched on first use (party-total-opener.tsx): the visitor's choice of
// day, option and travellers, written into the address (a reload or a shared link shows the same
// total), and the total line by line from src/utils/party-total.ts, which counts what the price
// functions give per person. "Enquire with these details" carries the lines as the visitor read them.

export interface PartyCalculatorProps {
  pkg: Queries.PartyTotalFragment;
  /** The site's booking terms, for a package without its own (content/booking-terms.json › confirmation). */
  terms: { depositPercent: number; per: "person" | "booking"; balanceDaysBefore: number };
  /** The day in India (the build's, then the visitor's). */
  today: string;
  /** The language's twelve month names, January first (`UiJson.monthNames`). */
  monthNames: readonly string[];
  /** Opened by the visitor (not by the address): focus moves to its first control. */
  focusOnLoad: boolean;
}

const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const MAX_TRAVELLERS = 12;
/** A count's label may wrap ("Children aged 5 to 11"): the selects of a row line up at the bottom. */
const countCell = { alignContent: "end", minWidth: 0, gridTemplateColumns: "minmax(0, 1fr)" } as const;
/** A long option ("Per person, twin sharing, in 3-star hotels") must not widen the page: the select shrinks to its cell. */
const wideCell = { gridColumn: "1 / -1", minWidth: 0, gridTemplateColumns: "minmax(0, 1fr)" } as const;

/** A number from the address within [min, max], or `fallback`. */
const countFrom = (params: URLSearchParams, key: string, min: number, max: number, fallback: number) => {
  const n = Number(params.get(key));
  return params.has(key) && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

export default function PartyCalculator({ pkg, terms: siteTerms, today, monthNames, focusOnLoad }: PartyCalculatorProps) {
  const words = useTripWords().party;
  const { price } = pkg;
  const child = childPrice(price);
  const single = singleRoomPrice(price);
  const terms = pkg.policies?.confirmation ?? siteTerms;

  // A fixed departure still open, or for a trip on any date a month of the next twelve its season is open in.
  const choices = useMemo(() => {
    if (pkg.departures.anyDate)
      return nextMonths(new Date(`${today}T00:00`), monthNames).filter((m) => (pkg.openMonths as readonly string[]).includes(monthKeyOf(m.value)));
    return upcomingDepartures(pkg.departures.dates, today)
      .filter((d) => d.status !== "soldOut")
      .map((d) => ({ value: d.date, label: d.dateText }));
  }, [pkg, today, monthNames]);
  // The first option is the "from" price's basis ("per person, twin sharing, in 3-star hotels"), as a choice it starts with a capital.
  const optionChoices = [price.basis.charAt(0).toUpperCase() + price.basis.slice(1), ...(price.tiers ?? []).map((t) => t.label)].map((label, i) => ({
    value: String(i),
    label,
  }));

  // Read once from the address: the calculator mounts only in the browser.
  const [party, setParty] = useState<Party>(() => {
    const params = new URLSearchParams(window.location.search);
    const when = params.get("when");
    const adults = countFrom(params, "adults", 1, MAX_TRAVELLERS, 2);
    return {
      when: choices.find((c) => c.value === when)?.value ?? choices[0]?.value ?? "",
      adults,
      children: child ? countFrom(params, "children", 0, MAX_TRAVELLERS, 0) : 0,
      singleRooms: single ? countFrom(params, "singles", 0, adults, 0) : 0,
      option: countFrom(params, "option", 0, optionChoices.length - 1, 0),
    };
  });

  // The choice into the address, replacing the entry (each change is not a step of Back).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    params.set("when", party.when);
    params.set("adults", String(party.adults));
    for (const [key, value, shown] of [
      ["children", party.children, Boolean(child)],
      ["singles", party.singleRooms, Boolean(single)],
      ["option", party.option, optionChoices.length > 1],
    ] as const) {
      if (shown) params.set(key, String(value));
      else params.delete(key);
    }
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${params}${window.location.hash}`);
  }, [party, child, single, optionChoices.length]);

  const first = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnLoad) first.current?.querySelector("select")?.focus();
  }, [focusOnLoad]);

  if (!price.from || !party.when) return null;
  const total = partyTotal(
    { ...price, from: price.from },
    party,
    {
      gstRate: price.gstRate,
      tcsRate: pkg.overseas ? price.tcsRate : 0,
      depositPercent: terms.depositPercent,
      depositPer: terms.per,
      balanceDaysBefore: terms.balanceDaysBefore,
      offers: pkg.offers,
      today,
    },
    { adult: words.adult, offer: words.offer },
  );
  const set = (key: keyof Party) => (value: string) =>
    setParty((p) => {
      const next = { ...p, [key]: key === "when" ? value : Number(value) };
      return { ...next, singleRooms: Math.min(next.singleRooms, next.adults) };
    });
  const whenLabel = choices.find((c) => c.value === party.when)?.label ?? party.when;
  const text = partyText(total, {
    words,
    heading: fill(words.enquiry, {
      title: pkg.title,
      when: whenLabel,
      party: [
        `${words.option}: ${optionChoices[party.option]?.label}`,
        `${words.adults}: ${party.adults}`,
        ...(child ? [`${fill(words.children, { from: child.minAge ?? 0, to: child.maxAge ?? 0 })}: ${party.children}`] : []),
        ...(single ? [`${words.singleRooms}: ${party.singleRooms}`] : []),
      ].join(", "),
    }),
    date: (day) => `${Number(day.slice(8, 10))} ${monthNames[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`,
    tcsRate: pkg.overseas ? price.tcsRate : 0,
    balanceDaysBefore: terms.balanceDaysBefore,
  });
  const hintId = "party-adults-hint";
  return (
    <div css={{ display: "grid", gap: theme.space.md }}>
      <div ref={first} css={{ display: "grid", gap: theme.space.sm, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 8rem), 1fr))" }}>
        <LabelledSelect
          id="party-when"
          label={pkg.departures.anyDate ? words.month : words.departure}
          value={party.when}
          options={choices}
          onChange={set("when")}
          css={wideCell}
        />
        {optionChoices.length > 1 && (
          <LabelledSelect id="party-option" label={words.option} value={String(party.option)} options={optionChoices} onChange={set("option")} css={wideCell} />
        )}
        <LabelledSelect
          id="party-adults"
          css={countCell}
          label={words.adults}
          value={String(party.adults)}
          options={counts(1, MAX_TRAVELLERS).map((n) => ({ value: n, label: n }))}
          onChange={set("adults")}
          describedBy={child?.maxAge != null ? hintId : undefined}
        />
        {child && (
          <LabelledSelect
            id="party-children"
            css={countCell}
            label={fill(words.children, { from: child.minAge ?? 0, to: child.maxAge ?? 0 })}
            value={String(party.children)}
            options={counts(0, MAX_TRAVELLERS).map((n) => ({ value: n, label: n }))}
            onChange={set("children")}
          />
        )}
        {single && (
          <LabelledSelect
            id="party-singles"
            css={countCell}
            label={words.singleRooms}
            value={String(party.singleRooms)}
            options={counts(0, party.adults).map((n) => ({ value: n, label: n }))}
            onChange={set("singleRooms")}
          />
        )}
      </div>
      {child?.maxAge != null && (
        <p id={hintId} css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>
          {fill(words.adultsHint, { age: child.maxAge + 1 })}
        </p>
      )}
      <table css={{ width: "100%", borderCollapse: "collapse", fontSize: theme.fontSizes.sm, "th, td": { padding: "0.4rem 0", verticalAlign: "top" } }}>
        <caption className="visually-hidden">{words.title}</caption>
        <tbody>
          {total.lines.map((l) => (
            <tr key={`${l.kind}-${l.label}`} css={{ borderBottom: `1px solid ${theme.colors.border}` }}>
              <th scope="row" css={{ textAlign: "start", fontWeight: 400, paddingInlineEnd: theme.space.sm }}>
                {l.label}
                <span css={{ display: "block", color: theme.colors.muted }}>{fill(words.line, { count: l.count, each: signedRupees(l.each) })}</span>
              </th>
              <td css={{ textAlign: "end", whiteSpace: "nowrap" }}>{signedRupees(l.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" css={{ textAlign: "start", fontSize: theme.fontSizes.md }}>
              {words.total}
            </th>
            <td css={{ textAlign: "end", whiteSpace: "nowrap", fontWeight: 700, fontSize: theme.fontSizes.lg, color: theme.colors.primary }}>
              {formatRupees(total.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {/* What follows the total, read out after each change. */}
      <div role="status" css={{ display: "grid", gap: theme.space.xs, fontSize: theme.fontSizes.sm }}>
        {text.notes.map((note) => (
          <p key={note} css={{ margin: 0 }}>
            {note}
          </p>
        ))}
      </div>
      {pkg.deposit?.payUrl && total.balanceDue !== today ? (
        <p css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
          <a href={pkg.deposit.payUrl} rel="noopener noreferrer" css={{ color: theme.colors.primary, fontWeight: 700 }}>
            {fill(words.payDeposit, { amount: formatRupees(total.deposit) })}
          </a>
        </p>
      ) : null}
      <ButtonLink
        to={enquiryPath({
          package: pkg.slug,
          message: text.all,
          month: party.when.slice(0, 7),
          dates: party.when.length === 10 ? whenLabel : undefined,
          adults: String(party.adults),
          children: String(party.children),
        })}
        variant="accent"
        css={{ justifySelf: "start" }}
      >
        {words.enquire}
      </ButtonLink>
    </div>
  );
}

const signedRupees = (amount: number) => (amount < 0 ? `−${formatRupees(-amount)}` : formatRupees(amount));

/** The total as text: the notes under the table, and everything for the enquiry, line by line as the visitor reads them. */
function partyText(
  total: PartyTotal,
  {
    words,
    heading,
    date,
    tcsRate,
    balanceDaysBefore,
  }: {
    words: ReturnType<typeof useTripWords>["party"];
    heading: string;
    date: (day: string) => string;
    tcsRate: number;
    balanceDaysBefore: number;
  },
) {
  const rupees = formatRupees;
  // partyTotal dates the balance today when it is already due: the whole amount then.
  const dueNow = total.balanceDue !== null && total.balance === 0 && total.deposit > 0;
  const notes = [
    fill(words.gst, { amount: rupees(total.gst) }),
    ...(total.paidOnTrip ? [fill(words.onTrip, { amount: rupees(total.paidOnTrip) })] : []),
    ...(total.tcs ? [fill(words.tcs, { rate: tcsRate, amount: rupees(total.tcs) })] : []),
    ...(dueNow
      ? [fill(words.payNow, { amount: rupees(total.deposit) })]
      : [
          fill(words.deposit, { amount: rupees(total.deposit) }),
          total.balanceDue
            ? fill(words.balance, { amount: rupees(total.balance), date: date(total.balanceDue) })
            : fill(words.balanceMonth, { amount: rupees(total.balance), days: balanceDaysBefore }),
        ]),
  ];
  const lines = total.lines.map((l) => `${l.label}: ${fill(words.line, { count: l.count, each: signedRupees(l.each) })} = ${signedRupees(l.amount)}`);
  return { notes, all: [heading, ...lines, `${words.total}: ${rupees(total.total)}`, ...notes].join("\n") };
}
