import type { CSSObject } from "@emotion/react";

/**
 * The few rules react-slick needs (instead of slick-carousel's stylesheet), for fade mode. All
 * slides share one grid cell, so the server HTML already shows slide 1 in its final place and
 * nothing moves when the slider starts (react-slick #2091, #254).
 */
export const slickStyles: CSSObject = {
  ".slick-slider, .slick-list, .slick-track": { height: "100%" },
  ".slick-slider": { position: "relative", touchAction: "pan-y", userSelect: "none" },
  ".slick-list": { position: "relative", overflow: "hidden" },
  ".slick-track": { display: "grid", width: "100% !important", transform: "none !important", left: "0 !important" },
  ".slick-slide": { gridArea: "1 / 1", width: "100% !important", left: "0 !important", height: "100%" },
  ".slick-slide > div": { height: "100%" },
  ".slick-slide:not(.slick-active)": { pointerEvents: "none" },
};
