import { Form, NavLink } from "@remix-run/react";
import { navigationFor } from "~/utils/policy";
import type { Role } from "~/utils/roles";
import { roleTitle } from "~/utils/roles";
import { HelpLink } from "./help/help-link";
import { Logo } from "./logo";
import { Badge } from "./ui/badge";
import { Button } from "./ui/button";
import { NotificationBell } from "./notification-bell";
import type { NotificationItem } from "./notification-list";

export interface HeaderUser {
  firstName: string;
  lastName: string;
  role: Role;
}

export function AppHeader({
  user,
  siteTitle,
  notifications,
}: {
  user: HeaderUser | null;
  siteTitle: string;
  notifications: { unreadCount: number; latest: NotificationItem[] } | null;
}) {
  const links = user ? navigationFor(user.role) : [];
  return (
    <header id="app-header" className="border-b border-line bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <a href="/" className="flex items-center gap-2 text-lg font-semibold text-ink">
          <Logo />
          <span>{siteTitle}</span>
        </a>{" "}
        {/* The space keeps "Title Professional" apart where styles are not applied (text browsers). */}
        <Badge tone="brand" className="uppercase tracking-wide">
          Professional
        </Badge>
        {user ? (
          <>
            {links.length > 0 ? (
              <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
                {/* Wraps onto a second line on a narrow screen: nothing scrolls sideways at 320 px. */}
                <ul className="flex flex-wrap gap-1">
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        id={link.tour}
                        className={({ isActive }) =>
                          `block rounded-control px-3 py-2 text-sm font-medium ${
                            isActive ? "bg-brand text-white" : "text-ink-muted hover:bg-brand-soft"
                          }`
                        }
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <div className="ml-auto flex flex-wrap items-center gap-4">
              <HelpLink />
              {notifications ? (
                <NotificationBell
                  unreadCount={notifications.unreadCount}
                  latest={notifications.latest}
                />
              ) : null}
              <div className="text-right text-sm leading-tight">
                <div className="font-medium text-ink">
                  {user.firstName} {user.lastName}
                </div>
                <div className="text-ink-muted">{roleTitle(user.role)}</div>
              </div>
              <NavLink to="/account" className="text-sm font-medium text-brand underline">
                Account
              </NavLink>
              <Form method="post" action="/logout">
                <input type="hidden" name="intent" value="sign-out" />
                <Button variant="secondary" size="sm">
                  Logout
                </Button>
              </Form>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
