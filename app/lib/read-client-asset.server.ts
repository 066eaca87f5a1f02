import { readFileSync } from "node:fs";
import path from "node:path";

/** Read a built browser asset (e.g. '/assets/app-x1y2.css') from the client build next to the server bundle. */
export function readClientAsset(publicPath: string, serverBundleDir: string): string {
  const file = path.resolve(serverBundleDir, "../client", `.${publicPath}`);
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`Built asset ${publicPath} not found at ${file}; run \`npm run build\`.`, { cause: error });
  }
}
