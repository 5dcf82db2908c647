// Fails when the modules of a crate import each other in a circle (a uses b and b uses a,
// directly or through others), which scripts/test checks for every crate of the
// workspace. A module is a file; its edges are the `use crate::…`, `use super::…` and
// `crate::…` paths of its code (its tests left out), resolved to the deepest module that
// exists. A module and the modules inside it are not counted as a circle: a child may use
// its parent's items, and the parent declares the child. A crate's top-level modules, files
// and folders alike (`web/src/route.rs`, `web/src/components/`), are checked the same way,
// each folder taken with everything inside it: `components` using `games` while `games`
// uses `components` is a circle even when no two files are.
//
//   node scripts/module-cycles.mjs web/src crates/engine/src …
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.rs') ? [path] : [];
  });
}

/// The module path of a file under `src`: `games/karo/board.rs` is `games::karo::board`.
function moduleOf(src, file) {
  const parts = relative(src, file).slice(0, -'.rs'.length).split(sep);
  if (['lib', 'main', 'mod'].includes(parts.at(-1))) parts.pop();
  return parts;
}

/// The paths a `use` tree names: `a::{b::c, d}` is `a::b::c` and `a::d`.
function expand(tree, prefix = []) {
  const items = [];
  let depth = 0;
  let current = '';
  for (const ch of tree) {
    if (ch === '{') depth += 1;
    if (ch === '}') depth -= 1;
    if (ch === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += ch;
  }
  if (current) items.push(current);
  return items.flatMap((item) => {
    const brace = item.indexOf('{');
    if (brace < 0) return [[...prefix, ...item.split('::').filter(Boolean)]];
    const head = item.slice(0, brace).split('::').filter(Boolean);
    return expand(item.slice(brace + 1, item.lastIndexOf('}')), [...prefix, ...head]);
  });
}

function cycles(src) {
  const modules = new Map();
  for (const file of files(src)) {
    const path = moduleOf(src, file);
    if (path[0] === 'bin') continue;
    modules.set(path.join('::'), file);
  }
  const resolve = (path) => {
    for (let n = path.length; n >= 0; n -= 1) {
      const key = path.slice(0, n).join('::');
      if (modules.has(key)) return key;
    }
    return '';
  };
  const within = (a, b) => a === b || a.startsWith(`${b}::`) || b === '';
  const edges = new Map();
  for (const [name, file] of modules) {
    let code = readFileSync(file, 'utf8');
    const tests = code.indexOf('#[cfg(test)]');
    if (tests >= 0) code = code.slice(0, tests);
    code = code.replace(/\/\/[^\n]*/g, '');
    const self = name ? name.split('::') : [];
    const targets = new Set();
    for (const [, tree] of code.matchAll(/\buse\s+([^;]+);/g)) {
      for (const path of expand(tree.replace(/\s+/g, ''))) {
        if (path[0] === 'crate') targets.add(resolve(path.slice(1)));
        else if (path[0] === 'super') {
          let base = self.slice(0, -1);
          let rest = path.slice(1);
          while (rest[0] === 'super') {
            base = base.slice(0, -1);
            rest = rest.slice(1);
          }
          targets.add(resolve([...base, ...rest]));
        }
      }
    }
    for (const [, path] of code.matchAll(/\bcrate((?:::\w+)+)/g)) {
      targets.add(resolve(path.split('::').slice(1)));
    }
    edges.set(name, [...targets].filter((t) => !within(name, t) && !within(t, name)));
  }
  // The top-level modules, files and folders alike, each folder with all that is inside it.
  const top = (name) => name.split('::')[0];
  const folders = new Set([...modules.keys()].filter((name) => name.includes('::')).map(top));
  const tops = new Set([...modules.keys()].filter(Boolean).map(top));
  const between = new Map([...tops].map((module) => [module, new Set()]));
  for (const [name, targets] of edges) {
    if (!tops.has(top(name))) continue;
    for (const target of targets) {
      if (tops.has(top(target)) && top(target) !== top(name)) between.get(top(name)).add(top(target));
    }
  }
  const shown = (module) => (folders.has(module) ? `${module}/` : `${module}.rs`);
  return [
    ...circles(modules.keys(), edges),
    ...circles(tops, new Map([...between].map(([module, set]) => [module, [...set]]))).map((c) =>
      c.map(shown),
    ),
  ];
}

/** The circles of a graph: Tarjan's strongly connected components of more than one node. */
function circles(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  const visit = (v) => {
    index.set(v, index.size);
    low.set(v, index.get(v));
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of nodes) if (!index.has(v)) visit(v);
  return found;
}

let failed = false;
for (const src of process.argv.slice(2)) {
  for (const circle of cycles(src)) {
    console.error(`${src}: modules import each other in a circle: ${circle.join(', ')}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
