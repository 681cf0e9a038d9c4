import { LocalizedLink } from "../localized-link";
import { useRef, useState } from "react";
import { FaPause, FaPlay } from "react-icons/fa6";
import { useReducedMotion } from "../../hooks/use-reduced-motion";
import { useMediaQuery } from "../../hooks/use-media-query";
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
  /** The page's address as in English: on the page the line leads to (/offers), it stands still. */
  currentPath?: string;
}

const COPIES = 4;

// A line that stands still wraps instead of running off a narrow screen: one copy, centred, the
// banner as tall as it needs. Under reduced motion CSS applies it from the first paint (the copies
// after the first are hidden before the script leaves just one), so nothing moves when it runs.
const stillSection = { height: "auto", minHeight: theme.layout.bannerHeight, paddingBlock: "0.3rem" } as const;
const stillTrack = {
  width: "100%",
  flexShrink: 1,
  justifyContent: "center",
  whiteSpace: "normal",
  animation: "none",
  "& > span": { paddingInline: "1rem", textAlign: "center" },
  "& > span + span": { display: "none" },
} as const;

/**
 * The moving offer line. "Save up to N% until D" only on a day an offer saving N% is current, in
 * India time, by the visitor's clock (it changes at midnight on an open page), D being the last day
 * of that offer, so the built HTML read without JavaScript says until when; on other days a plain line. CSS moves a track of copies; only the first is read by screen readers.
 * It pauses on hover and keyboard focus and stands still (one copy, centred) under reduced motion
 * and on the page it leads to. On a touch screen, where nothing hovers, it stands still until the
 * visitor starts it with its play control (which also stops it anywhere else).
 * It starts at the browser's first idle moment and pauses while off the screen: drawing it costs a
 * frame each time (a share of a core on a host without a GPU: docs/decisions/0054), which a loading page should not share.
 */
export function OfferBanner({ words, claims, currentPath }: OfferBannerProps) {
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
  // Still where it would only point at the page it is on; one copy, centred, as under reduced motion.
  const stillHere = currentPath === link;
  const still = reduced || stillHere;
  const copies = still ? 1 : COPIES;
  const region = useRef<HTMLElement>(null);
  const idle = useAfterIdle();
  const onScreen = useOnScreen(region);
  const touch = useMediaQuery("(hover: none)");
  // The visitor's own choice, once made; until then a touch screen waits and any other moves.
  const [chosen, setChosen] = useState<"play" | "pause" | null>(null);
  const playing = !still && (chosen ? chosen === "play" : !touch);
  const running = idle && onScreen && playing;
  return (
    <section
      ref={region}
      data-print="hide"
      aria-label={ui.header.offers}
      data-motion={still ? "still" : "moving"}
      data-running={running}
      css={{
        background: theme.colors.banner,
        color: theme.colors.inverse,
        fontSize: theme.fontSizes.sm,
        height: theme.layout.bannerHeight,
        overflow: "hidden",
        display: "flex",
        alignItems: "center",
        ...(stillHere ? stillSection : {}),
        [mq.reducedMotion]: stillSection,
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
            animation: still ? "none" : "banner-scroll 28s linear infinite",
            animationPlayState: "paused",
            "[data-running='true'] &": { animationPlayState: "running" },
            "@keyframes banner-scroll": { from: { transform: "translateX(0)" }, to: { transform: `translateX(-${100 / COPIES}%)` } },
            ...(still ? stillTrack : {}),
            [mq.reducedMotion]: stillTrack,
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
      {!still && (
        <button
          type="button"
          onClick={() => setChosen(playing ? "pause" : "play")}
          aria-label={playing ? ui.header.bannerPause : ui.header.bannerPlay}
          // Without JavaScript the line never moves: nothing to start or stop.
          data-no-js-hidden=""
          css={{
            display: "grid",
            placeItems: "center",
            flexShrink: 0,
            width: theme.layout.bannerHeight,
            height: theme.layout.bannerHeight,
            padding: 0,
            border: 0,
            borderLeft: "1px solid rgba(255,255,255,0.3)",
            background: theme.colors.banner,
            color: theme.colors.inverse,
            cursor: "pointer",
            "&:focus-visible": { outlineOffset: -3 },
            [mq.reducedMotion]: { display: "none" },
          }}
        >
          {playing ? <FaPause aria-hidden="true" /> : <FaPlay aria-hidden="true" />}
        </button>
      )}
    </section>
  );
}
