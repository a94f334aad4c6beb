import { parse } from "@babel/parser";

const TRANSLATE_MODULE = "@docusaurus/Translate";

interface Node {
  type: string;
  start?: number | null;
  end?: number | null;
  loc?: { start: { line: number } } | null;
  [field: string]: unknown;
}

export interface InlineResult {
  code: string;
  /** Translation keys whose text now sits at the call site. */
  inlined: string[];
  /** Uses this module cannot read statically, as "line N: why"; their keys must stay in the shared table. */
  unreadable: string[];
}

/** Whether a module may use translate() or <Translate>: only those need the translations. */
export const mayTranslate = (source: string): boolean => source.includes(TRANSLATE_MODULE);

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Visits every node with its parent and the field it sits in. */
function walk(node: Node, visit: (node: Node, parent: Node | undefined, field: string) => void): void {
  const step = (current: Node, parent: Node | undefined, field: string) => {
    visit(current, parent, field);
    for (const [key, value] of Object.entries(current)) {
      if (key === "loc" || key === "extra") continue;
      if (Array.isArray(value)) {
        for (const child of value) if (isNode(child)) step(child, current, key);
      } else if (isNode(value)) step(value, current, key);
    }
  };
  step(node, undefined, "");
}

/** Identifiers in these places are names of something else (a property, a key), not references. */
function isPropertyName(parent: Node | undefined, field: string): boolean {
  if (!parent || parent.computed) return false;
  if (field === "key") return /Property$|Method$/.test(parent.type) && parent.type !== "SpreadElement";
  return field === "property" && /MemberExpression$/.test(parent.type);
}

function stringValue(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === "StringLiteral") return node.value as string;
  const quasis = node.quasis as Node[] | undefined;
  if (node.type === "TemplateLiteral" && quasis?.length === 1) return (quasis[0]!.value as { cooked: string }).cooked;
  return undefined;
}

type Render = (from: number, to: number) => string;

interface Props {
  byName: Map<string, Node>;
  rest: Node[];
}

/** The properties of an object literal by name, or undefined when some are spread or computed. */
function readProps(node: unknown): Props | undefined {
  if (!isNode(node) || node.type !== "ObjectExpression") return undefined;
  const props: Props = { byName: new Map(), rest: [] };
  for (const property of node.properties as Node[]) {
    if (property.type !== "ObjectProperty" || property.computed) return undefined;
    const key = property.key as Node;
    const name = key.type === "Identifier" ? (key.name as string) : stringValue(key);
    if (name === undefined) return undefined;
    if (["id", "message", "children", "description"].includes(name)) props.byName.set(name, property.value as Node);
    else props.rest.push(property);
  }
  return props;
}

/** A call of the JSX runtime (`jsx(type, props, key)`), as SWC compiles JSX; createElement puts children elsewhere. */
function isJsxCall(call: Node): boolean {
  const callee = call.callee as Node;
  const name = callee.type === "MemberExpression" ? (callee.property as Node).name : callee.name;
  return typeof name === "string" && /^_?jsx(s|DEV)?$/.test(name);
}

/** The translation key: the id if there is one (undefined unless it is a literal), else the text. */
function literalKey(props: Props | undefined, text: string | undefined): string | undefined {
  const id = props?.byName.get("id");
  return id ? stringValue(id) : text;
}

/**
 * Writes each translated message into the `translate()` call or `<Translate>` element that asks
 * for it (code already compiled by SWC: JSX is `jsx(Translate, props)`), and drops the id and the
 * description, which only the translation tooling reads. Keys without a translation keep their
 * default message. Anything not written with literals is left alone and reported.
 */
export function inlineTranslations(source: string, translations: Readonly<Record<string, string>>): InlineResult {
  const result: InlineResult = { code: source, inlined: [], unreadable: [] };
  if (!mayTranslate(source)) return result;
  const program = parse(source, { sourceType: "module", plugins: ["jsx"] }) as unknown as Node;

  const report = (node: Node, why: string) => result.unreadable.push(`line ${node.loc?.start.line ?? "?"}: ${why}`);
  const locals = new Map<string, "function" | "component">();
  const importSpecifiers = new Set<Node>();
  walk(program, (node, parent) => {
    const reachesModule = /^(Export(Named|All)Declaration|CallExpression|ImportExpression)$/.test(parent?.type ?? "");
    if (node.type === "StringLiteral" && node.value === TRANSLATE_MODULE && reachesModule)
      report(node, `${TRANSLATE_MODULE} re-exported or loaded other than by an import declaration (${parent!.type})`);
    if (node.type !== "ImportDeclaration" || (node.source as Node).value !== TRANSLATE_MODULE) return;
    for (const specifier of node.specifiers as Node[]) {
      const local = (specifier.local as Node).name as string;
      const imported = specifier.imported as Node | undefined;
      importSpecifiers.add(specifier.local as Node);
      if (imported) importSpecifiers.add(imported);
      if (specifier.type === "ImportDefaultSpecifier") locals.set(local, "component");
      else if (imported && (imported.name ?? imported.value) === "translate") locals.set(local, "function");
      else if (specifier.type === "ImportNamespaceSpecifier") locals.set(local, "component");
    }
  });

  // An edit's text is built when the output is, so a <Translate> nested in another's props gets its own edit.
  const edits: { start: number; end: number; text: (render: Render) => string }[] = [];
  const message = (text: string, key: string) => {
    const translated = translations[key];
    if (translated !== undefined) result.inlined.push(key);
    return JSON.stringify(translated ?? text);
  };

  walk(program, (node, parent, field) => {
    if (node.type !== "Identifier" || !locals.has(node.name as string) || importSpecifiers.has(node)) return;
    if (isPropertyName(parent, field)) return;
    const kind = locals.get(node.name as string);
    const call = parent?.type === "CallExpression" ? parent : undefined;
    const args = (call?.arguments ?? []) as Node[];

    if (kind === "function" && call && field === "callee") {
      const props = readProps(args[0]);
      const text = stringValue(props?.byName.get("message"));
      const key = literalKey(props, text);
      if (!props || key === undefined || (props.byName.has("message") && text === undefined) || props.rest.length)
        return report(node, "translate() without literal id and message");
      const inlined = `{message:${message(text ?? key, key)}}`;
      edits.push({ start: args[0]!.start!, end: args[0]!.end!, text: () => inlined });
      return;
    }
    if (kind === "component" && call && isJsxCall(call) && field === "arguments" && args[0] === node) {
      const props = readProps(args[1]);
      const children = props?.byName.get("children");
      const text = stringValue(children);
      const key = literalKey(props, text);
      if (!props || key === undefined || (children && text === undefined) || args.length > 3)
        return report(node, "<Translate> without literal id and text");
      const inlined = `children:${message(text ?? key, key)}`;
      edits.push({
        start: args[1]!.start!,
        end: args[1]!.end!,
        text: (render) =>
          `{${[...props.rest.map((property) => render(property.start!, property.end!)), inlined].join(",")}}`,
      });
      return;
    }
    report(node, `${node.name as string} used other than as translate({...}) or <Translate>`);
  });

  edits.sort((a, b) => a.start - b.start);
  const render: Render = (from, to) => {
    let output = "";
    let at = from;
    for (const edit of edits) {
      // Edits outside the range, or inside one already written (which renders its own), are skipped.
      if (edit.start < at || edit.end > to) continue;
      output += source.slice(at, edit.start) + edit.text(render);
      at = edit.end;
    }
    return output + source.slice(at, to);
  };
  result.code = render(0, source.length);
  return result;
}
