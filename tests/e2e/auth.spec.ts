import { expect, test } from "./fixtures";
import {
  DEMO,
  expectNoAxeViolations,
  expectNotFoundPage,
  logOut,
  openAndScan,
  signInThroughForm,
} from "./helpers";
import { uniqueEmail } from "../factories/emails";

const ROLE_LINES = { admin: "Administrator", staff: "Staff Attorney", client: "Client" } as const;

test.describe("sign in", () => {
  for (const [role, account] of Object.entries(DEMO)) {
    test(`the ${role} demo account lands on ${account.home} and can log out`, async ({ page }) => {
      await signInThroughForm(page, account.email, account.password);
      await expect(page).toHaveURL(account.home);
      const header = page.getByRole("banner");
      await expect(header.getByText(account.name, { exact: true })).toBeVisible();
      // Only staff are attorneys: a client is not shown as "Client Attorney" (issue 14).
      await expect(
        header.getByText(ROLE_LINES[role as keyof typeof DEMO], { exact: true }),
      ).toBeVisible();
      await expect(header.getByText("Professional")).toBeVisible();
      await logOut(page);
      await page.goto(account.home);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("heading", { name: "Welcome" })).toBeVisible();
    });
  }

  test("shows the role's navigation", async ({ page }) => {
    await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Dashboard",
      "Cases",
      "Form Builder",
      "Analytics",
      "Calendar",
      "Conflicts",
      "Trust",
    ]);
    await nav.getByRole("link", { name: "Analytics" }).click();
    await expect(page).toHaveURL("/analytics");
  });

  test("a wrong password shows the red alert and keeps the email", async ({ page }) => {
    await signInThroughForm(page, DEMO.staff.email, "not-the-password");
    // The red alert is the form's error summary: its heading, then the server's message.
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    await expect(alert.getByRole("listitem")).toHaveText(["Invalid email or password"]);
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.staff.email);
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("empty fields get their own messages", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Sign In" }).click();
    // Each message is in the summary (a link to its field) and next to its field.
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("link", { name: "Email is required" })).toBeVisible();
    await expect(alert.getByRole("link", { name: "Password is required" })).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
    await expect(page.getByLabel("Password")).toHaveAccessibleDescription("Password is required");
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("register", () => {
  test("a new client goes to the client portal", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Register" }).click();
    await expect(page.getByRole("heading", { name: "Register" })).toBeVisible();
    await page.getByLabel("First name").fill("Dana");
    await page.getByLabel("Last name").fill("Whitfield");
    await page.getByLabel("Email").fill(uniqueEmail("dana"));
    await page.getByLabel("Password").fill("Whitfield-2026");
    await expect(page.getByLabel("Client")).toBeChecked();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/client-portal");
    await expect(page.getByRole("banner").getByText("Dana Whitfield")).toBeVisible();
  });

  test("a new staff attorney waits for an administrator's approval, never on the dashboard", async ({
    page,
  }) => {
    await page.goto("/?tab=register");
    await page.getByLabel("First name").fill("Morgan");
    await page.getByLabel("Last name").fill("Price");
    await page.getByLabel("Email").fill(uniqueEmail("morgan"));
    await page.getByLabel("Password").fill("Price-Esq-2026");
    await page.getByLabel("Staff Attorney").check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/account/waiting");
    await expect(
      page.getByRole("heading", { name: "Your staff account is waiting for approval" }),
    ).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/account/waiting");
  });

  test("a taken email is refused next to the field", async ({ page }) => {
    await page.goto("/?tab=register");
    await page.getByLabel("First name").fill("Casey");
    await page.getByLabel("Last name").fill("Again");
    await page.getByLabel("Email").fill(DEMO.client.email);
    await page.getByLabel("Password").fill("Another-Pass-1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("An account with this email already exists").first()).toBeVisible();
    await expect(page.getByLabel("First name")).toHaveValue("Casey");
  });
});

test.describe("route guard", () => {
  test("anonymous visitors on a protected screen go to /", async ({ page }) => {
    for (const path of [
      "/dashboard",
      "/admin",
      "/client-portal",
      "/ai-intake",
      "/form-builder",
      "/analytics",
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test("a client on a staff or admin screen is sent to the client portal", async ({ page }) => {
    await signInThroughForm(page, DEMO.client.email, DEMO.client.password);
    await expect(page).toHaveURL("/client-portal");
    for (const path of ["/dashboard", "/admin", "/analytics"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/client-portal");
    }
  });

  test("staff on a client or admin screen go to the dashboard; admins go to /admin", async ({
    page,
  }) => {
    await signInThroughForm(page, DEMO.staff.email, DEMO.staff.password);
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/ai-intake");
    await expect(page).toHaveURL("/dashboard");
    await page.goto("/admin");
    await expect(page).toHaveURL("/dashboard");
    await logOut(page);
    await signInThroughForm(page, DEMO.admin.email, DEMO.admin.password);
    await expect(page).toHaveURL("/admin");
    await page.goto("/dashboard");
    await expect(page).toHaveURL("/admin");
  });
});

test("any other path shows 404 Page Not Found with status 404", async ({ page }) => {
  await expectNotFoundPage(page, "/no-such-page");
});

test.describe("accessibility", () => {
  test("the welcome screen has no axe violations (sign in, register, errors)", async ({
    page,
  }, testInfo) => {
    await openAndScan(page, testInfo, "/");
    await signInThroughForm(page, DEMO.staff.email, "wrong-password");
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/?tab=register");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("link", { name: "First name is required" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("baseline security", () => {
  test("pages carry the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  });

  test("a state-changing request from another origin is refused with 403", async ({ request }) => {
    const response = await request.post("/api/auth/login", {
      headers: { Origin: "https://evil.example" },
      data: { email: DEMO.staff.email, password: DEMO.staff.password },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    const form = await request.post("/?index", {
      headers: { Referer: "https://evil.example/page" },
      form: { intent: "sign-in", email: DEMO.staff.email, password: DEMO.staff.password },
    });
    expect(form.status()).toBe(403);
  });

  test("the same request from this site is accepted", async ({ request, baseURL }) => {
    const response = await request.post("/api/auth/login", {
      headers: { Origin: baseURL! },
      data: { email: DEMO.staff.email, password: DEMO.staff.password },
    });
    expect(response.status()).toBe(200);
  });
});
