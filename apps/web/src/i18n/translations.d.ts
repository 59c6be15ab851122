/** A part of a language's translations, made at build time by translationParts.ts. */
declare module 'virtual:translations/*' {
  const tree: Record<string, unknown>;
  export default tree;
}
