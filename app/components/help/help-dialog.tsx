import { Link, useLocation } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { HELP_DIALOG, helpHref, tutorialUrl, type TutorialSummary } from "~/utils/tutorials";
import { StartTutorialForm, TutorialFacts, TutorialStatusBadge } from "./tutorial-status";

export type HelpTutorial = Omit<TutorialSummary, "currentStep">;

/**
 * Help and Tutorials (spec section 2, issue 14): the user's role's tutorials with where the user
 * is in each, Start or Replay, a link to read each one as a page, and the firm's support email.
 * URL state (`?dialog=help`), so it opens and works without JavaScript. The browser loads it only
 * when it is open (root.tsx): the server's markup stands until then.
 */
export function HelpDialog({
  tutorials,
  supportEmail,
}: {
  tutorials: HelpTutorial[];
  supportEmail: string;
}) {
  const location = useLocation();
  return (
    <Dialog
      id={HELP_DIALOG}
      title="Help and Tutorials"
      closeTo={helpHref(location, false)}
      size="lg"
    >
      {tutorials.length === 0 ? (
        <p className="text-ink-muted">There are no tutorials for your role yet.</p>
      ) : (
        <>
          <p className="mb-4 text-ink-muted">
            Short guided tours of the screens you use. Each one can also be read as a page.
          </p>
          <ul className="space-y-3">
            {tutorials.map((tutorial) => (
              <TutorialCard key={tutorial.id} tutorial={tutorial} />
            ))}
          </ul>
        </>
      )}
      {supportEmail ? (
        <p className="mt-4 text-sm text-ink-muted">
          Something not covered here? Write to{" "}
          <a href={`mailto:${supportEmail}`} className="text-brand underline">
            {supportEmail}
          </a>
          .
        </p>
      ) : null}
    </Dialog>
  );
}

function TutorialCard({ tutorial }: { tutorial: HelpTutorial }) {
  const titleId = `tutorial-${tutorial.id}`;
  return (
    <Card as="li" pad="sm" aria-labelledby={titleId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-ink">
          {tutorial.title}
        </h3>
        <TutorialStatusBadge status={tutorial.status} />
      </div>
      <p className="mt-1 text-sm text-ink-muted">{tutorial.description}</p>
      <TutorialFacts tutorial={tutorial} className="mt-2" />
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <StartTutorialForm id={tutorial.id} title={tutorial.title} status={tutorial.status} />
        <Link to={tutorialUrl(tutorial.id)} className="text-sm font-medium text-brand underline">
          Read the steps<span className="sr-only">: {tutorial.title}</span>
        </Link>
      </div>
    </Card>
  );
}
