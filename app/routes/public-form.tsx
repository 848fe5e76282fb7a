import { ScreenHeading } from "~/components/screen-heading";

export default function PublicForm() {
  return (
    <>
      <ScreenHeading title="Legal Consultation Form" />
      <p className="text-slate-700">The consultation request form arrives with the next release.</p>
    </>
  );
}
