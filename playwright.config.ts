import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";

/**
 * Every journey runs with JavaScript on and off, against a server with a fresh database:
 * SQLite always, and MySQL too when TEST_MYSQL_URL is set or under CI.
 * The browser is Debian's Chromium (no browser downloads here).
 */
const withMysql = Boolean(process.env.TEST_MYSQL_URL || process.env.CI);
// E2E_PORT moves the servers, so two checkouts can run their journeys side by side.
const basePort = Number(process.env.E2E_PORT ?? 3210);
/**
 * With JavaScript on, a journey differs from its no-JavaScript run in the browser, not in the
 * database: the same loaders and actions answer both. So on MySQL the journeys run with JavaScript
 * off, every server path the same as on SQLite, and with it on too when E2E_MYSQL_JS_ON is set
 * (CI's 2-core machines took over an hour for all four runs while their CPU was shared).
 */
const MYSQL_JS: ReadonlyArray<"on" | "off"> = process.env.E2E_MYSQL_JS_ON ? ["on", "off"] : ["off"];
const dialects = [
  {
    name: "sqlite",
    port: basePort,
    demoRemovalPorts: { on: basePort + 2, off: basePort + 3 },
    js: ["on", "off"] as ReadonlyArray<"on" | "off">,
  },
  ...(withMysql
    ? [{ name: "mysql", port: basePort + 1, demoRemovalPorts: null, js: MYSQL_JS }]
    : []),
];

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  },
};

/**
 * The firm-wide settings journeys change what every other journey meets (the password policy, the
 * site title, two-factor required): each runs on each server after the others are done, one at a
 * time, JavaScript on and then off, and puts the defaults back at its end.
 */
const FIRM_SETTINGS = ["admin-settings", "two-factor-required"];
const FIRM_SETTINGS_FILES = new RegExp(`(${FIRM_SETTINGS.join("|")})\\.spec\\.ts$`);

/**
 * "Remove demo data" removes the accounts every other journey signs in with, and can be done once
 * per database: its journey runs on servers of its own, one fresh seeded database for JavaScript
 * on and one for off, alongside the others rather than after them. On SQLite only: each such
 * server seeds a year of the demo firm, and what differs between the databases (the order the
 * rows go in, their foreign keys) is the integration tests' (demo-data.integration.test.ts), on
 * both.
 */
const DEMO_REMOVAL_FILE = /demo-removal\.spec\.ts$/;

const projects: PlaywrightTestConfig["projects"] = dialects.flatMap((dialect) => {
  const use = (javaScriptEnabled: boolean) => ({
    ...chromium,
    baseURL: `http://localhost:${dialect.port}`,
    javaScriptEnabled,
  });
  let previous = dialect.js.map((js) => `js-${js}-${dialect.name}`);
  const settings = FIRM_SETTINGS.flatMap((journey) =>
    dialect.js.map((js) => {
      const project = {
        name: `${journey}-js-${js}-${dialect.name}`,
        use: use(js === "on"),
        testMatch: new RegExp(`${journey}\\.spec\\.ts$`),
        dependencies: previous,
      };
      previous = [project.name];
      return project;
    }),
  );
  const ports = dialect.demoRemovalPorts;
  const demoRemoval = ports
    ? (["on", "off"] as const).map((js) => ({
        name: `demo-removal-js-${js}-${dialect.name}`,
        use: { ...use(js === "on"), baseURL: `http://localhost:${ports[js]}` },
        testMatch: DEMO_REMOVAL_FILE,
      }))
    : [];
  const others = [FIRM_SETTINGS_FILES, DEMO_REMOVAL_FILE];
  return [
    ...dialect.js.map((js) => ({
      name: `js-${js}-${dialect.name}`,
      use: use(js === "on"),
      testIgnore: others,
    })),
    ...settings,
    ...demoRemoval,
  ];
});

/** Each server its own fresh database: the journeys' shared one, and the demo removal's two. */
const servers = dialects.flatMap((dialect) => [
  { dialect: dialect.name, port: dialect.port },
  ...(dialect.demoRemovalPorts
    ? [
        { dialect: dialect.name, port: dialect.demoRemovalPorts.on },
        { dialect: dialect.name, port: dialect.demoRemovalPorts.off },
      ]
    : []),
]);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // axe scans take 10-15 s each on these 2-core machines, and longer while other work runs.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: { trace: "retain-on-failure" },
  projects,
  webServer: servers.map((server) => ({
    command: "node tests/e2e/serve-fresh-database.js",
    url: `http://localhost:${server.port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      E2E_DIALECT: server.dialect,
      PORT: String(server.port),
      LOG_LEVEL: "silent",
      ...(process.env.TEST_MYSQL_URL ? { TEST_MYSQL_URL: process.env.TEST_MYSQL_URL } : {}),
    },
  })),
});
