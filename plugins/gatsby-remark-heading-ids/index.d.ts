/** Gives each heading of the Markdown tree an id (data.id, read by the transformer's headings; hProperties.id, rendered). */
export default function headingIds(args: { markdownAST: unknown }): unknown;
