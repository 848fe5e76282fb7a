import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      // Scratch scripts, kept out of git too (.gitignore).
      "**/*.tmp.*",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
          message:
            'Use `import * as z from "zod"`: the `z` object pulls every zod locale (~370 KB) into the browser bundle.',
        },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // What the browser loads stays within its budget (docs/decisions/005-javascript-budget.md).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message:
                'Use `import * as z from "zod/mini"`: zod\'s full build adds 17 KB gzip to every page that loads it (only *.server.ts files may use it).',
            },
            {
              name: "@conform-to/zod/v4",
              importNames: ["parseWithZod"],
              message:
                "Use parseWithZod from ~/utils/parse-with-zod: Conform's own pulls zod's full build into the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page loads a form's schema when the form is first used: components name it through
    // FORM_SPECS, page routes' actions import it from form-schemas.server.ts (resource routes,
    // which the browser never loads, and the schema modules themselves may import it).
    files: ["app/components/**/*.tsx", "app/routes/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", message: "Only *.server.ts files may use zod's full build." },
            {
              name: "zod/mini",
              allowTypeImports: true,
              message: "A page's own code loads no zod (form-specs.ts).",
            },
          ],
          patterns: [
            {
              group: ["~/utils/*-schemas", "~/utils/*-schema", "~/utils/field-schemas"],
              allowTypeImports: true,
              message:
                "Use FORM_SPECS (~/utils/form-specs) in components and ~/utils/form-schemas.server in actions.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
