import ts from "typescript";

/** The fence languages the TypeScript compiler reads, and as what. */
const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  ts: ts.ScriptKind.TS,
  typescript: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  js: ts.ScriptKind.JS,
  javascript: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
};

/** Every string, template text, regular expression and JSX text emptied, comments dropped. */
function scriptShape(code: string, kind: ts.ScriptKind): string {
  const source = ts.createSourceFile("block", code, ts.ScriptTarget.Latest, false, kind);
  const emptyStrings: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isStringLiteral(node)) return ts.factory.createStringLiteral("");
      if (ts.isNoSubstitutionTemplateLiteral(node)) return ts.factory.createNoSubstitutionTemplateLiteral("");
      if (ts.isTemplateHead(node)) return ts.factory.createTemplateHead("");
      if (ts.isTemplateMiddle(node)) return ts.factory.createTemplateMiddle("");
      if (ts.isTemplateTail(node)) return ts.factory.createTemplateTail("");
      if (ts.isRegularExpressionLiteral(node)) return ts.factory.createRegularExpressionLiteral("/(?:)/");
      if (ts.isJsxText(node)) return ts.factory.createJsxText("");
      return ts.visitEachChild(node, visit, context);
    };
    return (file) => ts.visitNode(file, visit) as ts.SourceFile;
  };
  const [transformed] = ts.transform(source, [emptyStrings]).transformed;
  return ts.createPrinter({ removeComments: true }).printFile(transformed!);
}

/** Shell, JSON and text, line by line: comment lines dropped, double-quoted and backtick strings emptied. */
function textShape(code: string): string {
  return code
    .split("\n")
    .filter((line) => !/^\s*(\/\/|#)/.test(line))
    .join("\n")
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/`(?:[^`\\]|\\.)*`/g, "``");
}

/**
 * What a code block's English and Russian copies must share: everything but comments and the texts a translator may
 * change (strings, template text, JSX text, and regular expressions, which in the docs match visible text such as a
 * price or a title). TypeScript and JavaScript are read by the compiler, other languages line by line.
 */
export function codeShape(code: string, lang: string): string {
  const kind = SCRIPT_KINDS[lang];
  return kind === undefined ? textShape(code) : scriptShape(code, kind);
}
