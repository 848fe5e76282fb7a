import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Names every route module or migration exports by convention: the framework asks for them. */
const CONVENTIONAL: Array<{ under: string; names: string[] }> = [
  {
    under: "app/routes/",
    names: ["loader", "action", "meta", "links", "headers", "handle", "ErrorBoundary"],
  },
  // A screen's server half (its loader and action), which its route module re-exports.
  { under: "app/screens/", names: ["loader", "action"] },
  { under: "db/migrations/", names: ["up", "down"] },
];

const EXPORT =
  /^export\s+(?:async\s+)?(?:function\*?|const|let|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
const DESTRUCTURED = /^export\s+const\s+\{([^}]*)\}/gm;

/** The names a module exports itself (re-exports do not make a second thing). */
export function exportedNames(source: string): string[] {
  const names = [...source.matchAll(EXPORT)].map((match) => match[1]);
  for (const match of source.matchAll(DESTRUCTURED)) {
    names.push(...match[1].split(",").map((name) => name.trim().split(":").pop()!.trim()));
  }
  return names.filter(Boolean);
}

/** Each name exported by more than one module, with the modules; conventional names left out. */
export function sharedExportNames(files: Array<{ path: string; source: string }>) {
  const owners = new Map<string, string[]>();
  for (const file of files) {
    const conventional = CONVENTIONAL.filter((rule) => file.path.startsWith(rule.under)).flatMap(
      (rule) => rule.names,
    );
    for (const name of new Set(exportedNames(file.source))) {
      if (conventional.includes(name)) continue;
      owners.set(name, [...(owners.get(name) ?? []), file.path]);
    }
  }
  return Object.fromEntries([...owners].filter(([, paths]) => paths.length > 1));
}

/** The project's own TypeScript modules under these folders, tests excluded. */
export function sourceFiles(root: string, folders: string[]) {
  const files: Array<{ path: string; source: string }> = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        files.push({ path: child, source: readFileSync(path.join(root, child), "utf8") });
      }
    }
  };
  folders.forEach(walk);
  return files;
}
