/**
 * Where, in a content module's source, an owner finds what `npm run launch-check` lists: a line
 * to open the file at. Read from the source's syntax, so the line is that of the code as written.
 */
import ts from 'typescript';

/** The markers of content/_lib/launch-register.ts, which name the field they mark. */
const markers = new Set(['placeholder', 'count', 'next', 'expires']);

function parse(source: string) {
  return ts.createSourceFile('content.ts', source, ts.ScriptTarget.Latest, true);
}

/** The first node under `root` for which `found` holds, depth first. */
function find(root: ts.Node, found: (node: ts.Node) => boolean): ts.Node | undefined {
  if (found(root)) return root;
  return ts.forEachChild(root, (child) => find(child, found));
}

const lineOf = (file: ts.SourceFile, node: ts.Node) =>
  file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;

const isText = (node: ts.Node, text: string) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text === text;

/**
 * The line of the marker call for `field` ("site.phone"): of its value for a placeholder, which
 * is what the owner replaces; of the call for a dated claim, whose figures follow it.
 */
export function markerLine(source: string, field: string): number | undefined {
  const file = parse(source);
  const call = find(
    file,
    (node) =>
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      markers.has(node.expression.text) &&
      node.arguments.some((argument) => isText(argument, field)),
  ) as ts.CallExpression | undefined;
  if (!call) return undefined;
  const value = call.expression.getText(file) === 'placeholder' ? call.arguments[0] : call;
  return lineOf(file, value ?? call);
}

/** The line of `property` of the object whose `key` is `value`: a route's card, by its href. */
export function propertyLine(
  source: string,
  key: string,
  value: string,
  property: string,
): number | undefined {
  const file = parse(source);
  const named = (node: ts.ObjectLiteralElementLike, name: string) =>
    ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === name;
  const object = find(
    file,
    (node) =>
      ts.isObjectLiteralExpression(node) &&
      node.properties.some(
        (p) => named(p, key) && ts.isPropertyAssignment(p) && isText(p.initializer, value),
      ),
  ) as ts.ObjectLiteralExpression | undefined;
  const found = object?.properties.find((p) => named(p, property));
  return found ? lineOf(file, found) : undefined;
}
