// A simple scan for text written straight into JSX instead of going through t().
import ts from 'typescript';

/** Attributes people read or hear. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
  'errorMessage',
  'buttonText',
  'primaryButtonName',
  'textValue',
]);

const LETTER = /\p{L}/u;

/** `file:line what` for every JSX text node, string child or user-facing attribute with letters. */
export function findHardcodedText(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    found.push(`${fileName}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) {
      report(node, `text "${node.text.trim()}"`);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const { expression } = node;
      if (
        (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) &&
        LETTER.test(expression.text)
      ) {
        report(node, `string child "${expression.text}"`);
      }
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value && ts.isJsxExpression(value) && value.expression && ts.isStringLiteral(value.expression)
            ? value.expression
            : undefined;
      if (literal && LETTER.test(literal.text)) report(node, `${node.name.getText(file)}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
