/**
 * Every message the contract and the server can answer with, read from their sources (for the
 * translation test, messages.test.ts; never bundled): the messages of the contract's zod rules
 * (a method's message, `{ error }` and `{ message }`), the contract's message tables (constants
 * named `…MESSAGE…`), and what the server's HTTP errors carry (`badRequest(…)`, `conflict(…)`,
 * `new HttpError(…)`, …), with constants followed to their text by TypeScript's checker. A part
 * filled in at run time becomes `{name}`; one of a few known values (`${min}` of `1 | 2`) becomes
 * each of them. Left out: start-up configuration and the command line (they speak to an operator
 * in the log, not to a user of the panel).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCES = ['packages/contract/src', 'apps/server/src'];
const LEFT_OUT = [/\.test\.ts$/, /^apps\/server\/src\/(cli|test)\//, /^apps\/server\/src\/platform\/config\//];

/** The server's error helpers (apps/server/src/platform/http/errors.ts) and the argument that is their message. */
const HTTP_ERRORS: Record<string, number> = {
  badRequest: 0,
  conflict: 0,
  forbidden: 0,
  notFound: 0,
  unauthorized: 0,
  payloadTooLarge: 0,
  unsupportedMediaType: 0,
  unprocessable: 0,
  serviceUnavailable: 0,
  tooManyRequests: 1,
  HttpError: 1,
};
/** zod's checks whose last argument is the message. */
const ZOD_CHECKS = new Set(['min', 'max', 'length', 'regex', 'int', 'positive', 'nonnegative', 'nonempty', 'refine', 'email', 'url', 'gt', 'gte', 'lt', 'lte', 'multipleOf']);

export interface CatalogEntry {
  message: string;
  /** file:line of the first place that produces it. */
  at: string;
}

function sourceFiles(): string[] {
  return SOURCES.flatMap((folder) =>
    (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
      .filter((file) => file.endsWith('.ts') && !LEFT_OUT.some((pattern) => pattern.test(file))),
  );
}

function literalTexts(types: readonly ts.Type[]): string[] | undefined {
  return types.length > 0 && types.every((type) => type.isStringLiteral() || type.isNumberLiteral()) ? types.map((type) => String((type as ts.LiteralType).value)) : undefined;
}

/** The texts `expression` can be: literals, each branch of a condition, a template's every known value. */
function texts(checker: ts.TypeChecker, expression: ts.Expression): string[] {
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return texts(checker, expression.expression);
  if (ts.isConditionalExpression(expression)) return [...texts(checker, expression.whenTrue), ...texts(checker, expression.whenFalse)];
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) return [...texts(checker, expression.left), ...texts(checker, expression.right)];
  if (ts.isArrowFunction(expression)) return ts.isBlock(expression.body) ? [] : texts(checker, expression.body);
  if (ts.isTemplateExpression(expression)) {
    let made = [expression.head.text];
    for (const span of expression.templateSpans) {
      const known = knownTexts(checker, span.expression);
      const name = (ts.isPropertyAccessExpression(span.expression) ? span.expression.name.text : span.expression.getText()).replace(/\W+/g, '_');
      const parts = known ?? [`{${name}}`];
      made = made.flatMap((start) => parts.map((part) => start + part + span.literal.text));
    }
    return made;
  }
  const known = knownTexts(checker, expression);
  if (known?.every((text) => Number.isNaN(Number(text)))) return known;
  // A constant of this file or another: its initializer (`const required = \`Enter a ${…} name\``).
  const symbol = ts.isIdentifier(expression) ? checker.getSymbolAtLocation(expression) : undefined;
  const declaration = symbol?.valueDeclaration;
  if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) return texts(checker, declaration.initializer);
  return [];
}

/** The values an expression's type allows, when they are a few literals (`1 | 2`, `'Role'`, and such a value's `.toLowerCase()`). */
function knownTexts(checker: ts.TypeChecker, expression: ts.Expression): string[] | undefined {
  if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression) && expression.arguments.length === 0) {
    const method = expression.expression.name.text;
    const of = method === 'toLowerCase' || method === 'toUpperCase' ? knownTexts(checker, expression.expression.expression) : undefined;
    if (of) return of.map((text) => (method === 'toLowerCase' ? text.toLowerCase() : text.toUpperCase()));
  }
  const type = checker.getTypeAtLocation(expression);
  return literalTexts(type.isUnion() ? type.types : [type]);
}

const calledName = (node: ts.CallExpression | ts.NewExpression) =>
  ts.isIdentifier(node.expression) ? node.expression.text : ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : '';

/** The places in `node` that hold a message. */
function messageExpressions(node: ts.Node, inContract: boolean): ts.Expression[] {
  if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
    const name = calledName(node);
    const args = node.arguments ?? [];
    const found: ts.Expression[] = [];
    const index = HTTP_ERRORS[name];
    if (index !== undefined && (ts.isIdentifier(node.expression) || ts.isNewExpression(node))) {
      const message = args[index];
      if (message) found.push(message);
      const errors = args[index + 1];
      if (errors && ts.isObjectLiteralExpression(errors)) for (const property of errors.properties) if (ts.isPropertyAssignment(property)) found.push(property.initializer);
    }
    const last = args.at(-1);
    if (ZOD_CHECKS.has(name) && ts.isPropertyAccessExpression(node.expression) && last && !ts.isObjectLiteralExpression(last) && (args.length >= 2 || !['min', 'max', 'length', 'regex', 'gt', 'gte', 'lt', 'lte', 'multipleOf', 'refine'].includes(name))) found.push(last);
    return found;
  }
  // zod's `{ error }` / `{ message }` options and issues: the contract's schemas only (the server's `message` is an answer's).
  if (inContract && ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && (node.name.text === 'error' || node.name.text === 'message')) return [node.initializer];
  if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && /MESSAGE/.test(node.name.text) && node.initializer) {
    let value = node.initializer;
    while (ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
    if (ts.isObjectLiteralExpression(value)) return value.properties.filter(ts.isPropertyAssignment).map((property) => property.initializer);
    return [value];
  }
  return [];
}

/** Every message, once, sorted. Takes some seconds: TypeScript reads the contract and the server. */
export function messageCatalog(): CatalogEntry[] {
  const files = sourceFiles();
  const program = ts.createProgram(
    files.map((file) => path.join(ROOT, file)),
    { noEmit: true, allowImportingTsExtensions: true, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, target: ts.ScriptTarget.ES2022, strict: true, skipLibCheck: true, types: [] },
  );
  const checker = program.getTypeChecker();
  const found = new Map<string, string>();
  for (const file of files) {
    const source = program.getSourceFile(path.join(ROOT, file));
    if (!source) throw new Error(`${file} was not read`);
    const inContract = file.startsWith('packages/contract/');
    const visit = (node: ts.Node) => {
      for (const expression of messageExpressions(node, inContract)) {
        for (const message of texts(checker, expression)) {
          if (/[A-Za-z]{2}/.test(message) && !found.has(message)) found.set(message, `${file}:${source.getLineAndCharacterOfPosition(expression.getStart()).line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found].map(([message, at]) => ({ message, at })).sort((a, b) => a.message.localeCompare(b.message));
}
