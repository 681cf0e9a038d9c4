// The content model: the one place the shape of content/ is written. plugins/, scripts/ and
// src/ import it; it imports nothing from them. src/ imports types only (and ./icons, ./routes,
// ./locales, ./enquiry-form, ./grades: files without zod), so zod never reaches the visitors' JavaScript.
export * from "./icons";
export * from "./primitives";
export { valuesOfKind, valuesWith } from "./kinds";
export * from "./content";
export { graphqlTypeDefs, entrySchema } from "./graphql";
export * from "./locales";
export { translationIssues } from "./translation";
