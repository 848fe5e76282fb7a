import { Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { NO_FIELDS } from "~/utils/form-specs";

const FEATURES = [
  {
    title: "Natural Conversation",
    text: "Tell us what happened in your own words. The assistant asks one short question at a time.",
    icon: "M4 5h16v10H8l-4 4V5Z",
  },
  {
    title: "Smart Matching",
    text: "We recognise the area of law and how urgent your matter is, and match you with the right attorney.",
    icon: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9L12 3Z",
  },
  {
    title: "Personal Attention",
    text: "An attorney on our team reviews every intake and contacts you the way you prefer.",
    icon: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0",
  },
];

/** Before a session: what the intake is, and a real POST form to start one (works without JavaScript). */
export function IntakeIntro({
  resumeSessionId,
  reply,
}: {
  resumeSessionId: string | null;
  reply?: IntentReply | null;
}) {
  const start = useIntentForm("start", NO_FIELDS, reply, { id: "start-intake" });
  return (
    <div className="mx-auto max-w-4xl">
      <p className="mb-8 max-w-2xl text-lg text-ink-muted">
        Describe your legal matter to our intake assistant. When it has what our team needs, you
        check the details and create your case, and an attorney takes it from there.
      </p>
      <ul id="intake-features" className="grid gap-4 sm:grid-cols-3">
        {FEATURES.map((feature) => (
          <Card as="li" key={feature.title}>
            <Icon lines={[{ d: feature.icon }]} className="h-8 w-8 text-brand" />
            <h2 className="mt-3 text-lg font-semibold text-ink">{feature.title}</h2>
            <p className="mt-1 text-ink-muted">{feature.text}</p>
          </Card>
        ))}
      </ul>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <IntentForm state={start}>
          <Button size="lg" pending={start.pending} pendingText="Starting...">
            Start AI Intake
          </Button>
        </IntentForm>
        {resumeSessionId ? (
          <Link
            to={`/ai-intake?session=${resumeSessionId}`}
            className="font-medium text-brand underline"
          >
            Continue your unfinished intake
          </Link>
        ) : null}
      </div>
    </div>
  );
}
