export const VISITOR_COUNT_KEY = "visitorCount";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/**
 * One more visit: read the stored count (1 when missing or unreadable), add one, store it.
 * Storage that throws (private mode, blocked cookies) still yields a count; nothing is thrown.
 */
export function nextVisitorCount(getStorage: () => Storage): number {
  let stored = 1;
  try {
    const raw = getStorage().getItem(VISITOR_COUNT_KEY);
    const parsed = raw === null ? NaN : Number(raw);
    if (Number.isSafeInteger(parsed) && parsed >= 1) stored = parsed;
  } catch {
    /* unreadable storage: start from the default */
  }
  const next = stored + 1;
  try {
    getStorage().setItem(VISITOR_COUNT_KEY, String(next));
  } catch {
    /* blocked storage: the count is shown but not kept */
  }
  return next;
}

/** "0007": at least four digits. */
export const padCount = (n: number) => String(n).padStart(4, "0");
