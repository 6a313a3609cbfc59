/**
 * The expression syntax tree at build time: parse an expression body, print a tree back to source,
 * list the scope paths it reads (`route.props.kind`, `values.title`) and replace reads of a root
 * (a fragment's `args.x`) by other trees. Used by fragment expansion and the scope checks; the
 * compiler (expr.ts) decides what is allowed.
 */
import jsep from 'jsep';

export type Ast = jsep.Expression;

/** Parses one expression body; null when it does not parse (the compiler reports that). */
export function parseExpression(body: string): Ast | null {
  try {
    return jsep(body.trim());
  } catch {
    return null;
  }
}

const quote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

/** A literal node for a JSON scalar. */
export function literal(value: string | number | boolean | null): Ast {
  return { type: 'Literal', value, raw: typeof value === 'string' ? quote(value) : String(value) } as jsep.Literal;
}

/**
 * Source text of a tree. Operators and conditionals inside it are parenthesised, so a tree put in
 * place of a read keeps its meaning whatever surrounds it.
 */
export function printExpression(node: Ast): string {
  const text = print(node);
  const outer = node.type === 'BinaryExpression' || node.type === 'ConditionalExpression';
  return outer ? text.slice(1, -1) : text;
}

function print(node: Ast): string {
  switch (node.type) {
    case 'Literal': {
      const lit = node as jsep.Literal;
      return lit.raw ?? JSON.stringify(lit.value);
    }
    case 'Identifier':
      return (node as jsep.Identifier).name;
    case 'MemberExpression': {
      const m = node as jsep.MemberExpression;
      const obj = print(m.object);
      return m.computed ? `${obj}[${print(m.property)}]` : `${obj}.${(m.property as jsep.Identifier).name}`;
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      return `${print(c.callee)}(${c.arguments.map((a) => print(a)).join(', ')})`;
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      return `${u.operator}${print(u.argument)}`;
    }
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      return `(${print(b.left)} ${b.operator} ${print(b.right)})`;
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return `(${print(c.test)} ? ${print(c.consequent)} : ${print(c.alternate)})`;
    }
    case 'ArrayExpression':
      return `[${(node as jsep.ArrayExpression).elements.map((e) => (e ? print(e) : 'undefined')).join(', ')}]`;
    default:
      throw new Error(`cannot print a '${node.type}' expression`);
  }
}

/** The children of a node, for walks. */
function childrenOf(node: Ast): Ast[] {
  switch (node.type) {
    case 'MemberExpression': {
      const m = node as jsep.MemberExpression;
      return m.computed ? [m.object, m.property] : [m.object];
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      return [c.callee, ...c.arguments];
    }
    case 'UnaryExpression':
      return [(node as jsep.UnaryExpression).argument];
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      return [b.left, b.right];
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return [c.test, c.consequent, c.alternate];
    }
    case 'ArrayExpression':
      return (node as jsep.ArrayExpression).elements.filter((e): e is Ast => Boolean(e));
    case 'Compound':
      return (node as jsep.Compound).body;
    default:
      return [];
  }
}

/** A read of a scope root: `root` and the static property names after it (`['props', 'kind']`). */
export interface RootRead {
  root: string;
  path: string[];
}

/** The root and static path of a member chain (`route.props.kind`), or null when it is not one. */
function staticChain(node: Ast): RootRead | null {
  const path: string[] = [];
  let cur = node;
  while (cur.type === 'MemberExpression') {
    const m = cur as jsep.MemberExpression;
    path.unshift(m.computed ? '' : (m.property as jsep.Identifier).name);
    cur = m.object;
  }
  // `undefined` is a value, not a read of the scope (the compiler allows it as such).
  if (cur.type !== 'Identifier' || (cur as jsep.Identifier).name === 'undefined') return null;
  const cut = path.indexOf('');
  return { root: (cur as jsep.Identifier).name, path: cut < 0 ? path : path.slice(0, cut) };
}

/** Every read of a scope root in a tree, each as its longest static chain. Helper names are not reads. */
export function rootReads(node: Ast): RootRead[] {
  const out: RootRead[] = [];
  const visit = (n: Ast): void => {
    if (n.type === 'MemberExpression' || n.type === 'Identifier') {
      const chain = staticChain(n);
      if (chain) out.push(chain);
      // Computed parts may read the scope too (`data.list[state.index]`).
      if (n.type === 'MemberExpression') {
        let cur: Ast = n;
        while (cur.type === 'MemberExpression') {
          const m = cur as jsep.MemberExpression;
          if (m.computed) visit(m.property);
          cur = m.object;
        }
      }
      return;
    }
    if (n.type === 'CallExpression') {
      (n as jsep.CallExpression).arguments.forEach(visit);
      return;
    }
    childrenOf(n).forEach(visit);
  };
  visit(node);
  return out;
}

/**
 * A copy of a tree with every `<root>.<name>` read replaced by `replace(name)`'s tree (a read of the
 * root alone, or by computed name, is passed to `replace` with name null).
 */
export function replaceRootReads(node: Ast, root: string, replace: (name: string | null) => Ast): Ast {
  const rec = (n: Ast): Ast => {
    if (n.type === 'MemberExpression') {
      const m = n as jsep.MemberExpression;
      if (m.object.type === 'Identifier' && (m.object as jsep.Identifier).name === root) {
        return m.computed ? replace(null) : replace((m.property as jsep.Identifier).name);
      }
      return { ...m, object: rec(m.object), property: m.computed ? rec(m.property) : m.property } as Ast;
    }
    if (n.type === 'Identifier') return (n as jsep.Identifier).name === root ? replace(null) : n;
    switch (n.type) {
      case 'CallExpression': {
        const c = n as jsep.CallExpression;
        return { ...c, arguments: c.arguments.map(rec) } as Ast;
      }
      case 'UnaryExpression': {
        const u = n as jsep.UnaryExpression;
        return { ...u, argument: rec(u.argument) } as Ast;
      }
      case 'BinaryExpression': {
        const b = n as jsep.BinaryExpression;
        return { ...b, left: rec(b.left), right: rec(b.right) } as Ast;
      }
      case 'ConditionalExpression': {
        const c = n as jsep.ConditionalExpression;
        return { ...c, test: rec(c.test), consequent: rec(c.consequent), alternate: rec(c.alternate) } as Ast;
      }
      case 'ArrayExpression': {
        const a = n as jsep.ArrayExpression;
        return { ...a, elements: a.elements.map((e) => (e ? rec(e) : e)) } as Ast;
      }
      default:
        return n;
    }
  };
  return rec(node);
}
