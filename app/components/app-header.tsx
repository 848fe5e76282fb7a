import { Form, NavLink } from "@remix-run/react";
import { navigationFor } from "~/utils/policy";
import type { Role } from "~/utils/roles";
import { roleTitle } from "~/utils/roles";
import { Logo } from "./logo";
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
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <a href="/" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Logo />
          <span>{siteTitle}</span>
        </a>
        <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-blue-900">
          Professional
        </span>
        {user ? (
          <>
            {links.length > 0 ? (
              <nav aria-label="Main" className="order-last w-full sm:order-none sm:w-auto">
                <ul className="flex gap-1">
                  {links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        data-tour={link.tour}
                        className={({ isActive }) =>
                          `block rounded-md px-3 py-2 text-sm font-medium ${
                            isActive
                              ? "bg-blue-900 text-white"
                              : "text-slate-700 hover:bg-slate-100"
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
            <div className="ml-auto flex items-center gap-4">
              {notifications ? (
                <NotificationBell
                  unreadCount={notifications.unreadCount}
                  latest={notifications.latest}
                />
              ) : null}
              <div className="text-right text-sm leading-tight">
                <div className="font-medium text-slate-900">
                  {user.firstName} {user.lastName}
                </div>
                <div className="text-slate-600">{roleTitle(user.role)}</div>
              </div>
              <Form method="post" action="/logout">
                <input type="hidden" name="intent" value="sign-out" />
                <button
                  type="submit"
                  className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
                >
                  Logout
                </button>
              </Form>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}
