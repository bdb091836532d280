import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { API_SRC } from '../../../scripts/module-graph.mjs';

/**
 * Decision 042: one type says who is asking. The guard builds a `Caller` once; every service method a
 * route calls on that person's behalf takes it first, as `caller`. Someone who is not asking is named
 * for what they are: `targetUserId` (an admin acting on an account) or `subjectId` (a job, a webhook,
 * the catalogue loaded for a background pass). These tests read the API's sources.
 */

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, each: (node: ts.Node) => void) {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

function where(source: ts.SourceFile, node: ts.Node): string {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  return `${path.relative(API_SRC, source.fileName)}:${line + 1}`;
}

/** The parameters of a service member: a method, or a property whose value or type is a function. */
function memberParameters(node: ts.Node): readonly ts.ParameterDeclaration[] | null {
  if (ts.isMethodDeclaration(node) || ts.isMethodSignature(node)) return node.parameters;
  if (ts.isPropertyAssignment(node) || ts.isPropertyDeclaration(node)) {
    const value = node.initializer;
    if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value))) return value.parameters;
  }
  if (ts.isPropertySignature(node) && node.type && ts.isFunctionTypeNode(node.type)) return node.type.parameters;
  return null;
}

/** The names the API used for "who is asking" before decision 042. */
const RETIRED = new Set(['Requester', 'UserRef', 'userIdOf', 'currentRequester', 'currentUser', 'sessionUser']);

/** Where the signed-in person is passed as a bare id or under another name (`user`, `userId`, `requester`). */
const CALLER_ALIASES = new Set(['user', 'userId', 'requester', 'userRef']);

describe('one caller type (decision 042)', () => {
  const files = sourceFiles(API_SRC);

  it('has no second name for the caller: Requester, UserRef, userIdOf, currentUser… are gone', () => {
    const found = files.flatMap((file) => {
      const source = parse(file);
      const hits: string[] = [];
      visit(source, (node) => {
        if (ts.isIdentifier(node) && RETIRED.has(node.text)) hits.push(`${where(source, node)} ${node.text}`);
      });
      return hits;
    });
    expect(found).toEqual([]);
  });

  it('gives every service method the caller first, as `caller: Caller`, never a bare user id', () => {
    const serviceFiles = files.filter((file) => /\.(service|module)\.ts$/.test(file));
    expect(serviceFiles.length).toBeGreaterThan(20);
    const offenders = serviceFiles.flatMap((file) => {
      const source = parse(file);
      const found: string[] = [];
      visit(source, (node) => {
        const parameters = memberParameters(node);
        if (!parameters) return;
        parameters.forEach((parameter, index) => {
          const name = parameter.name.getText(source);
          const type = parameter.type?.getText(source);
          const member = (node as ts.NamedDeclaration).name?.getText(source) ?? '?';
          const wrong =
            (index === 0 && CALLER_ALIASES.has(name)) ||
            (name === 'caller' && (index !== 0 || (type !== undefined && type !== 'Caller'))) ||
            (type === 'Caller' && (index !== 0 || name !== 'caller'));
          if (wrong) found.push(`${where(source, parameter)} ${member}(${parameter.getText(source)})`);
        });
      });
      return found;
    });
    expect(offenders).toEqual([]);
  });

  it('has the guard alone set request.caller; everything else reads it through currentCaller', () => {
    const guard = readFileSync(path.join(API_SRC, 'lib/auth-guards.ts'), 'utf8');
    expect(guard).toMatch(/request\.caller = caller;/);
    const readers = files
      .filter((file) => !file.endsWith(path.join('lib', 'auth-guards.ts')))
      .flatMap((file) => {
        const source = parse(file);
        const found: string[] = [];
        visit(source, (node) => {
          if (
            ts.isPropertyAccessExpression(node) &&
            node.name.text === 'caller' &&
            /request$/i.test(node.expression.getText(source))
          )
            found.push(where(source, node));
        });
        return found;
      });
    expect(readers).toEqual([]);
  });
});
