import createCache, { type EmotionCache } from "@emotion/cache";
import { emotionKey } from "./emotion-cache";

/** A server render's Emotion rules: their ids (the server `<style>`'s attribute) and their CSS. */
export interface ServerStyles {
  ids: string[];
  css: string;
}

/**
 * The cache for one server render. In compat mode Emotion keeps each inserted rule's CSS in
 * `inserted` (what @emotion/server's extraction reads), rather than `true`.
 */
export function serverEmotionCache(): EmotionCache {
  const cache = createCache({ key: emotionKey });
  cache.compat = true;
  return cache;
}

/**
 * Every rule the render inserted, in insertion order. Emotion's `extractCritical` keeps only the
 * rules whose class is in the HTML and drops those of a component that passes its `css` on as a
 * `className` (composed into the child's class): the browser then compiled and inserted those again
 * while hydrating, stylis and a stylesheet change inside the hydration task
 * (docs/decisions/0027-emotion-styles-adopted-in-place.md).
 */
export function serverStyles(cache: EmotionCache): ServerStyles {
  const ids: string[] = [];
  let css = "";
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string") continue;
    ids.push(id);
    css += rules;
  }
  return { ids, css };
}
