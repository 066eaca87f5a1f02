import path from "node:path";

/**
 * Where `react-router build` writes. BUILD_DIR lets parallel runs build side by side; only its last
 * segment is used, under .builds/, because the server bundle must sit inside the project to find node_modules.
 */
export function buildDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.BUILD_DIR ? path.join(".builds", path.basename(env.BUILD_DIR)) : "build";
}
