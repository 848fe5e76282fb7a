import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FieldMeta } from "~/utils/form-state";
import { StaffField } from "./staff-field";

const meta = (initialValue?: string): FieldMeta => ({
  id: "f-assignedTo",
  name: "assignedTo",
  formId: "f",
  errorId: "f-assignedTo-error",
  initialValue,
  required: false,
});
const zuri = { id: 7, firstName: "Zuri", lastName: "Zaragoza" };
const larger = { staff: [zuri], complete: false };
const valueOf = (html: string) => /<input[^>]*name="assignedTo"[^>]*>/.exec(html)?.[0] ?? "";

describe("StaffField in a firm too large for a drop-down", () => {
  it("shows a default given as an id as that attorney's name", () => {
    const html = renderToStaticMarkup(
      <StaffField meta={meta("7")} label="Assign to" choices={larger} />,
    );
    expect(valueOf(html)).toContain('value="Zuri Zaragoza"');
  });

  it("keeps what was typed, and starts empty for an id it was not sent", () => {
    const typed = renderToStaticMarkup(
      <StaffField meta={meta("zur")} label="Assign to" choices={larger} />,
    );
    expect(valueOf(typed)).toContain('value="zur"');
    const unknown = renderToStaticMarkup(
      <StaffField meta={meta("8")} label="Assign to" choices={larger} />,
    );
    expect(valueOf(unknown)).not.toMatch(/value="[^"]+"/);
  });

  it("is a drop-down with the default chosen when it holds every attorney", () => {
    const html = renderToStaticMarkup(
      <StaffField meta={meta("7")} label="Assign to" choices={{ staff: [zuri], complete: true }} />,
    );
    expect(html).toMatch(/<select[^>]*name="assignedTo"/);
  });
});
