import { StatCard, StatGrid } from "~/components/ui/stat-card";
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
    <section id="dashboard-stats" aria-labelledby="stats-title">
      <h2 id="stats-title" className="sr-only">
        Practice figures
      </h2>
      <StatGrid>
        {cards.map((card) => (
          <StatCard key={card.label} {...card} />
        ))}
      </StatGrid>
    </section>
  );
}
