import { LocalizedLink } from "../localized-link";
import { useRef } from "react";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { useAfterIdle } from "../../hooks/use-after-idle";
import { useOnScreen } from "../../hooks/use-on-screen";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { fullRow } from "../../styles/lists";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { useBusinessToday } from "../../hooks/use-business-today";
import { claimEnds, type OfferClaim } from "../../utils/offers";
import { useLocale } from "../../i18n/locale-context";
import { fill } from "../../utils/fill";

interface OfferBannerProps {
  /** content/settings.json › banner, in the page's language. */
  words: { claim: string; claimLink: string; claimLabel: string; text: string; link: string; linkLabel: string };
  /** Every offer's days, its last day in words per language and its percentage, and the build's day in India (src/hooks/use-offer-claims.ts). */
  claims: { today: string; offers: readonly (OfferClaim & { validThroughTexts: readonly { language: string; text: string }[] })[] };
}

const COPIES = 4;

/**
 * The moving offer line. "Save up to N% until D" only on a day an offer saving N% is current, in
 * India time, by the visitor's clock (it changes at midnight on an open page), D being the last day
 * of that offer, so the built HTML read without JavaScript says until when; on other days a plain line. CSS moves a track of copies; only the first is read by screen readers.
 * It pauses on hover and keyboard focus and stands still (one copy, centred) under reduced motion.
 * It starts at the browser's first idle moment and pauses while off the screen: drawing it costs a
 * frame each time (a share of a core on a host without a GPU: docs/decisions/0054), which a loading page should not share.
 */
export function OfferBanner({ words, claims }: OfferBannerProps) {
  const ui = useUiStrings();
  const locale = useLocale();
  const claim = claimEnds(claims.offers, useBusinessToday(claims.today));
  const { text, link, linkLabel } = claim
    ? {
        text: fill(words.claim, { percent: claim.percent, date: claim.validThroughTexts.find((t) => t.language === locale)?.text ?? claim.validThrough }),
        link: words.claimLink,
        linkLabel: words.claimLabel,
      }
    : { text: words.text, link: words.link, linkLabel: words.linkLabel };
  const reduced = useReducedMotion();
  const copies = reduced ? 1 : COPIES;
  const region = useRef<HTMLElement>(null);
  const idle = useAfterIdle();
  const onScreen = useOnScreen(region);
  const running = idle && onScreen && !reduced;
  return (
    <section
      ref={region}
      data-print="hide"
      aria-label={ui.header.offers}
      data-motion={reduced ? "still" : "moving"}
      data-running={running}
      css={{
        background: theme.colors.banner,
        color: theme.colors.inverse,
        fontSize: theme.fontSizes.sm,
        height: theme.layout.bannerHeight,
        overflow: "hidden",
        display: "flex",
        alignItems: "center",
      }}
    >
      <LocalizedLink
        to={link}
        css={{
          ...fullRow,
          height: "100%",
          color: "inherit",
          textDecoration: "none",
          overflow: "hidden",
          "&:hover .banner-track, &:focus-visible .banner-track": { animationPlayState: "paused" },
          "&:focus-visible": { outlineOffset: -3 },
        }}
      >
        <span
          className="banner-track"
          css={{
            display: "flex",
            flexShrink: 0,
            whiteSpace: "nowrap",
            animation: reduced ? "none" : "banner-scroll 28s linear infinite",
            animationPlayState: "paused",
            "[data-running='true'] &": { animationPlayState: "running" },
            "@keyframes banner-scroll": { from: { transform: "translateX(0)" }, to: { transform: `translateX(-${100 / COPIES}%)` } },
            [mq.reducedMotion]: { animation: "none" },
            ...(reduced ? { width: "100%", justifyContent: "center" } : {}),
          }}
        >
          {Array.from({ length: copies }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical copies of one line, never reordered.
            <span key={i} aria-hidden={i > 0 ? true : undefined} css={{ paddingInline: "2.5rem", fontWeight: 600 }}>
              {/* A space between the two, so the link's name reads "…25% See offers", not "…25%See offers". */}
              <span>{text}</span> <span css={{ marginLeft: "0.5rem", textDecoration: "underline", fontWeight: 700 }}>{linkLabel}</span>
            </span>
          ))}
        </span>
      </LocalizedLink>
    </section>
  );
}
