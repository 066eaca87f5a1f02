import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".builds/", ".react-router/", "node_modules/", "data/", "drizzle/", "artifacts/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
    },
  },
  {
    // Domain logic is pure: no UI, no framework, no database.
    files: ["app/domain/**/*.ts"],
    ignores: ["app/domain/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-*", "react-router", "@react-router/*"], message: "Domain logic has no UI." },
            { group: ["drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*", "~/db/*"], message: "Domain logic has no database." },
            { group: ["~/features/*", "~/components/*"], message: "Domain logic depends on nothing above it." },
          ],
        },
      ],
    },
  },
  {
    // Components render what they are given; data comes through loaders.
    files: ["app/**/components/**/*.tsx", "app/components/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["*.server", "~/db/*"], message: "Components must not import server-only code." }] },
      ],
    },
  },
);
