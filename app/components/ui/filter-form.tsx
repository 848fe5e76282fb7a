import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "./button";
import { DATE_HINT, controlClass } from "./control-class";

/**
 * A list's filters and search as a GET form: URL state, so a filtered list is a link and works
 * without JavaScript. Its controls are FilterInput and FilterSelect; with `hinted` (a control has a
 * hint under it) the others and the buttons sit level with the boxes, not with the hint.
 */
export function FilterForm({
  id,
  label,
  hidden = {},
  filtered,
  clearTo,
  submit = "Filter",
  hinted = false,
  children,
}: {
  /** The form's id (the tutorials point at it). */
  id?: string;
  /** The search landmark's name ("Find cases"). */
  label: string;
  /** Query values the form keeps (the tab it is on). */
  hidden?: Record<string, string>;
  /** Whether any filter is set: then Clear goes back to `clearTo`. */
  filtered: boolean;
  clearTo: string;
  submit?: string;
  hinted?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      id={id}
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-3"
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <div className={`flex gap-2 ${hinted ? "pb-7" : ""}`}>
        <Button>{submit}</Button>
        {filtered ? (
          <ButtonLink to={clearTo} variant="secondary">
            Clear
          </ButtonLink>
        ) : null}
      </div>
    </Form>
  );
}

/** A labelled filter box (search, text, email or date), with an optional hint under it (a date's says its format). */
export function FilterInput({
  id,
  name,
  label,
  value,
  type = "text",
  maxLength,
  hint = type === "date" ? DATE_HINT : undefined,
  wide = false,
  hinted = false,
  invalid = false,
  error,
  suggestions,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  type?: "search" | "text" | "email" | "date" | "month";
  maxLength?: number;
  hint?: string;
  /** Takes the row's free width (the main search box). */
  wide?: boolean;
  /** Another control of the row has a hint: this box sits level with its box. */
  hinted?: boolean;
  /** The server could not read what the URL held (its hint says how to write it). */
  invalid?: boolean;
  /** What the server made of it instead, said under the box. */
  error?: string;
  /** Offered as the user types (a <datalist>); any other answer is allowed. */
  suggestions?: ReadonlyArray<string>;
}) {
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className={`space-y-1 ${wide ? "min-w-48 flex-1" : ""} ${hinted && !hint ? "pb-7" : ""}`}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ""}
        maxLength={maxLength}
        list={suggestions ? `${id}-suggestions` : undefined}
        autoComplete={suggestions ? "off" : undefined}
        aria-describedby={described.length > 0 ? described.join(" ") : undefined}
        aria-invalid={invalid || Boolean(error) || undefined}
        className={controlClass(invalid || Boolean(error))}
      />
      {suggestions ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="max-w-xs text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled filter drop-down, "Any" first (unless `any` is false: one of its options always holds). */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  hinted = false,
  any = true,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Level with the boxes of a form whose search box has a hint under it. */
  hinted?: boolean;
  any?: boolean;
}) {
  return (
    <div className={`space-y-1 ${hinted ? "pb-7" : ""}`}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={controlClass(false)}>
        {any ? <option value="">Any</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How many records a list holds, "3 cases" or, filtered, "1 case matches" (said politely on change). */
export function MatchCount({
  total,
  noun,
  filtered,
  after = "",
}: {
  total: number;
  /** Singular and plural. */
  noun: readonly [string, string];
  filtered: boolean;
  after?: string;
}) {
  const count = `${total} ${total === 1 ? noun[0] : noun[1]}`;
  const verb = filtered ? (total === 1 ? " matches" : " match") : "";
  return (
    <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
      {count}
      {verb}
      {after}
    </p>
  );
}
