import type { DashboardStats } from "~/services/dashboard.server";

/** The four figures at the top of the staff dashboard (spec section 2). */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    { label: "Active cases", value: String(stats.activeCases) },
    { label: "Form submissions", value: String(stats.formSubmissions) },
    { label: "Pending reviews", value: String(stats.pendingReviews) },
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
          </div>
        ))}
      </dl>
    </section>
  );
}
