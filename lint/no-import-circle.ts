import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Rule } from "eslint";
import ts from "typescript";

/**
 * `local/no-import-circle`: no file may reach itself through its imports (static, `import type`,
 * `export … from` and `import()` alike, as `farm-studio look` counts them). The graph is read once
 * per lint run from the source folders on disk; `~/` is the app/ alias of tsconfig.json. A file in
 * a circle is reported at each import that leads back round, with the whole circle named.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "server", "scripts", "seed", "tests"];
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP = new Set(["node_modules", "build", ".builds", ".react-router"]);

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    if (SKIP.has(d.name)) return [];
    const full = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(full);
    return SOURCE.test(d.name) && !d.name.endsWith(".d.ts") ? [full] : [];
  });
}

const isFile = (p: string) => existsSync(p) && statSync(p).isFile();

/** The file an import names, or null for a package (or a file outside the tree). */
export function resolveImport(from: string, specifier: string): string | null {
  const spec = specifier.split("?")[0]!;
  let base: string;
  if (spec.startsWith("~/")) base = path.join(ROOT, "app", spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const ext of ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx"]) if (isFile(base + ext) && SOURCE.test(base + ext)) return base + ext;
  return null;
}

interface Graph {
  edges: Map<string, Set<string>>;
  /** Each file in a circle, with the id of its strongly connected set. */
  circleOf: Map<string, number>;
}

let graph: Graph | undefined;

function buildGraph(): Graph {
  const edges = new Map<string, Set<string>>();
  for (const file of FOLDERS.flatMap((f) => sourceFiles(path.join(ROOT, f)))) {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    const targets = new Set<string>();
    for (const ref of info.importedFiles) {
      const target = resolveImport(file, ref.fileName);
      if (target) targets.add(target);
    }
    edges.set(file, targets);
  }
  return { edges, circleOf: stronglyConnected(edges) };
}

/** Tarjan's strongly connected sets; only those of two or more files (or a file importing itself) are circles. */
function stronglyConnected(edges: Map<string, Set<string>>): Map<string, number> {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circleOf = new Map<string, number>();
  let next = 0;
  let sets = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const members: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        members.push(w);
      } while (w !== v);
      if (members.length > 1 || edges.get(v)?.has(v)) {
        sets++;
        for (const m of members) circleOf.set(m, sets);
      }
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return circleOf;
}

/** The shortest way from `start` back to `goal` inside one circle, for the message. */
function wayBack(g: Graph, start: string, goal: string): string[] {
  const circle = g.circleOf.get(goal);
  const before = new Map<string, string>();
  const queue = [start];
  const seen = new Set([start]);
  while (queue.length > 0) {
    const v = queue.shift()!;
    if (v === goal) break;
    for (const w of g.edges.get(v) ?? []) {
      if (seen.has(w) || g.circleOf.get(w) !== circle) continue;
      seen.add(w);
      before.set(w, v);
      queue.push(w);
    }
  }
  const way = [goal];
  while (way[0] !== start && before.has(way[0]!)) way.unshift(before.get(way[0]!)!);
  return way;
}

export const noImportCircle: Rule.RuleModule = {
  meta: { type: "problem", docs: { description: "Forbid import circles between the project's files" }, schema: [] },
  create(context) {
    graph ??= buildGraph();
    const g = graph;
    const file = path.resolve(context.filename);
    const circle = g.circleOf.get(file);
    if (circle === undefined) return {};
    const check = (node: Rule.Node, source: unknown) => {
      if (typeof source !== "string") return;
      const target = resolveImport(file, source);
      if (!target || g.circleOf.get(target) !== circle) return;
      const way = [file, ...wayBack(g, target, file)].map((f) => path.relative(ROOT, f));
      context.report({ node, message: `Import circle: ${way.join(" -> ")}. Move what both sides need into a third file, or pass it in.` });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.type === "Literal" ? node.source.value : undefined),
    };
  },
};

export default { rules: { "no-import-circle": noImportCircle } };
