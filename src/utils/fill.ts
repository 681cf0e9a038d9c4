/** Fills a content template's gaps: fill("Open photo: {title}", { title: "Ladakh" }). */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (gap, name: string) => (name in values ? String(values[name]) : gap));
