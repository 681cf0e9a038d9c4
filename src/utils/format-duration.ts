import { fill } from "./fill";

/**
 * A package's length as content stores it ("5N/6D", the same in every language) written with the
 * language's template from ui.json: "{nights}N/{days}D" in English, "{nights} रात / {days} दिन" in Hindi.
 */
export function formatDuration(duration: string, template: string): string {
  const match = /^(\d+)N\/(\d+)D$/.exec(duration);
  return match ? fill(template, { nights: match[1], days: match[2] }) : duration;
}
