import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { StartTutorialForm, TutorialFacts } from "~/components/help/tutorial-status";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormToken } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { readTutorial, saveTutorialProgress } from "~/services/tutorials.server";
import { safeRedirectPath } from "~/utils/safe-redirect";
import { HELP_DIALOG, stepUrl, tourUrl, tutorialUrl } from "~/utils/tutorials";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data?.tutorial.title);

/**
 * /help/{id} (issue 14): a tutorial without JavaScript. Its steps in order, each linking to the
 * part of the screen it explains; Start (or Replay) and Mark as complete are POST forms that
 * record the user's progress on the server, the same record the guided tour keeps.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "help", async ({ user, params }) => ({
    tutorial: await readTutorial(user, params.tutorialId ?? ""),
  }));

export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,
    "help",
    (intent) => ({
      // With JavaScript the form says so (`tour`): the guided tour starts on the first step's
      // screen. Without it, the tutorial's page is the tutorial.
      start: intent(null, async ({ user, params, redirect, formData }) => {
        const id = params.tutorialId ?? "";
        await saveTutorialProgress(user, id, { kind: "start" });
        const tutorial = await readTutorial(user, id);
        const first = tutorial.steps[0];
        // The first step's screen comes from stored data: a path on this site, or the tutorial.
        return redirect(
          formData.get("tour") && first
            ? safeRedirectPath(tourUrl(first.route, tutorial.id), tutorialUrl(tutorial.id))
            : tutorialUrl(tutorial.id),
        );
      }),
      complete: intent(null, async ({ user, params, redirect }) => {
        const tutorial = await saveTutorialProgress(user, params.tutorialId ?? "", {
          kind: "complete",
        });
        return redirect(tutorialUrl(tutorial.id), {
          title: "Tutorial completed",
          description: `${tutorial.title} is marked as completed.`,
        });
      }),
    }),
    { notFound: "page" },
  );

export default function TutorialPage() {
  const { tutorial } = useLoaderData<typeof loader>();
  return (
    <article className="max-w-3xl">
      <ScreenHeading title={tutorial.title}>
        <p>{tutorial.description}</p>
      </ScreenHeading>
      <TutorialFacts tutorial={tutorial} withStatus className="mb-6" />
      <ol className="space-y-3">
        {tutorial.steps.map((step, index) => (
          <Card
            as="li"
            key={step.id}
            pad="sm"
            aria-labelledby={`step-${step.id}`}
            aria-current={
              tutorial.status === "in_progress" && index === tutorial.currentStep
                ? "step"
                : undefined
            }
          >
            <h2 id={`step-${step.id}`} className="font-semibold text-ink">
              Step {index + 1} of {tutorial.steps.length}: {step.title}
            </h2>
            <p className="mt-1 text-ink">{step.description}</p>
            <Link to={stepUrl(step)} className="mt-2 inline-block text-sm text-brand underline">
              Show me on the screen<span className="sr-only">: {step.title}</span>
            </Link>
          </Card>
        ))}
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        {tutorial.status === "completed" ? (
          <StartTutorialForm
            id={tutorial.id}
            title={tutorial.title}
            status={tutorial.status}
            variant="secondary"
          />
        ) : (
          <Form method="post">
            <input type="hidden" name="intent" value="complete" />
            <FormToken />
            <Button>Mark as complete</Button>
          </Form>
        )}
        <Link to={`?dialog=${HELP_DIALOG}`} className="text-sm font-medium text-brand underline">
          All tutorials
        </Link>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
