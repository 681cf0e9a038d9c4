import { businessTimeZone } from "../../model/time-zone";
import { dayIn } from "../../src/utils/calendar-day";

// The build's day in India: what the built HTML is true as of (offers, seat counts, tax rates, the
// years in business). Gatsby tracks it as a node (plugins/gatsby-plugin-content-pages, record 0037),
// so a cached rebuild on a later day recomputes what depends on it. BUILD_DAY=2027-02-01 sets it for
// a test of a later day (the e2e spec of a cached rebuild); it is never set for a deploy.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD": BUILD_DAY if set (and a real date), else the day in India at `now`. */
export function buildDay(env: Readonly<Record<string, string | undefined>> = process.env, now: Date = new Date()): string {
  const set = env.BUILD_DAY;
  if (set === undefined || set === "") return dayIn(businessTimeZone, now);
  if (!DAY.test(set) || Number.isNaN(Date.parse(`${set}T00:00:00Z`)) || new Date(`${set}T00:00:00Z`).toISOString().slice(0, 10) !== set) {
    throw new Error(`BUILD_DAY: "${set}" is not a day written like 2027-02-01`);
  }
  return set;
}

/** The build's day as a node: its digest is the day, so a query that read it is run again when the day changes. */
export const buildDayTypes = `
type BuildDay implements Node @dontInfer {
  day: String!
}`;

interface NodeModel {
  nodeModel: { findOne: (args: object) => Promise<unknown> };
}

/** The build's day, as a resolver reads it: through the node model, so Gatsby records that the query depends on it. */
export async function buildDayOf(context: NodeModel): Promise<string> {
  const node = (await context.nodeModel.findOne({ type: "BuildDay", query: {} })) as { day: string } | null;
  if (!node) throw new Error("The build's day is not known: the BuildDay node is missing (plugins/gatsby-plugin-content-pages, sourceNodes)");
  return node.day;
}
