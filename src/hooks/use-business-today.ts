import { useCallback, useSyncExternalStore } from "react";
import { businessTimeZone } from "../../model/time-zone";
import { dayIn, laterDay, msToNextDay } from "../utils/calendar-day";

// The day in India time as the visitor's clock has it, so a page built days ago stops offering
// what has since left. The server's render and hydration use the build's day (the HTML without
// scripts is right as of that day, and hydration matches it); React then re-renders with the
// browser's day. Never earlier than the build's: a slow clock does not bring back a past date.

/** Calls back at each midnight in India time, and when the tab is shown again (a timer sleeps with the laptop). */
function subscribe(onChange: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    timer = setTimeout(
      () => {
        onChange();
        arm();
      },
      msToNextDay(businessTimeZone, new Date()),
    );
  };
  arm();
  document.addEventListener("visibilitychange", onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onChange);
  };
}

/** "YYYY-MM-DD": `buildDay` on the server and while hydrating, then the visitor's day in India time. */
export function useBusinessToday(buildDay: string): string {
  const clientDay = useCallback(() => laterDay(buildDay, dayIn(businessTimeZone, new Date())), [buildDay]);
  return useSyncExternalStore(subscribe, clientDay, () => buildDay);
}
