import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect } from "react";
import { RegisterSchema, SignInSchema } from "~/utils/auth-schemas";
import { useIntentPending } from "~/utils/use-intent-pending";
import { useZodForm } from "~/utils/use-zod-form";
import { FieldErrors, FormAlert, SubmitButton, TextField } from "~/components/ui/fields";

export function SignInForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm("sign-in", SignInSchema, lastResult);
  const pending = useIntentPending("sign-in");
  // A refused sign-in clears the password, as the server-rendered page (JavaScript off) does.
  const passwordId = fields.password.id;
  useEffect(() => {
    const input = document.getElementById(passwordId);
    if (lastResult?.error?.[""]?.length && input instanceof HTMLInputElement) input.value = "";
  }, [lastResult, passwordId]);
  return (
    <Form method="post" action="/?index" {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextField meta={fields.email} label="Email" type="email" autoComplete="username" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <SubmitButton name="intent" value="sign-in" pending={pending} pendingText="Signing in...">
        Sign In
      </SubmitButton>
    </Form>
  );
}

export function RegisterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm("register", RegisterSchema, lastResult, {
    defaultValue: { role: "client" },
  });
  const pending = useIntentPending("register");
  const role = fields.role;
  const chosenRole = role.value ?? role.initialValue ?? "client";
  return (
    <Form method="post" action="/?index" {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
      </div>
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField
        meta={fields.password}
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with upper and lower case letters."
      />
      <fieldset
        className="space-y-2"
        aria-describedby={role.errors?.length ? role.errorId : undefined}
        aria-invalid={role.errors?.length ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">Account type</legend>
        {[
          { value: "client", label: "Client" },
          { value: "staff", label: "Staff Attorney" },
        ].map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name={role.name}
              value={option.value}
              defaultChecked={chosenRole === option.value}
              className="h-4 w-4"
            />
            {option.label}
          </label>
        ))}
        <FieldErrors id={role.errorId} errors={role.errors} />
      </fieldset>
      <SubmitButton
        name="intent"
        value="register"
        pending={pending}
        pendingText="Creating account..."
      >
        Create Account
      </SubmitButton>
    </Form>
  );
}
