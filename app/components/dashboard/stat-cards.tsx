import { Link } from "@remix-run/react";
import type { DashboardStats } from "~/services/dashboard.server";

/** The four figures at the top of the staff dashboard (spec section 2). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards: Array<{ label: string; value: string; link?: { to: string; text: string } }> = [
    { label: "Active cases", value: String(stats.activeCases) },
    {
      label: "Form submissions",
      value: String(stats.formSubmissions),
      link: { to: "/submissions", text: "See all submissions" },
    },
    {
      label: "Pending reviews",
      value: String(stats.pendingReviews),
      link: { to: "/submissions?status=pending", text: "Review pending submissions" },
    },
    {
      label: "Client satisfaction",
      value: stats.satisfaction === null ? "Not rated yet" : `${stats.satisfaction.toFixed(1)} / 5`,
    },
  ];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Practice figures
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.label}
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-slate-900">{card.value}</dd>
            {card.link ? (
              <dd className="mt-2 text-sm">
                <Link to={card.link.to} className="font-medium text-blue-800 underline">
                  {card.link.text}
                </Link>
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
