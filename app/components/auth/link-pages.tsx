import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/fields";
import type { FieldMeta } from "~/utils/form-state";

/** A new password typed twice: the invitation's and the password reset's pages. */
export function NewPasswordFields({
  password,
  confirmPassword,
}: {
  password: FieldMeta;
  confirmPassword: FieldMeta;
}) {
  return (
    <>
      <TextField
        meta={password}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters, with upper and lower case letters."
      />
      <TextField
        meta={confirmPassword}
        label="Type it again"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** Why a link (an invitation, a password reset) cannot be used, and where to go instead. */
export function LinkRefusal({
  label,
  refusal,
  children,
}: {
  label: string;
  refusal: string | null;
  /** Links besides "Go to sign in". */
  children?: ReactNode;
}) {
  return (
    <Card as="section" aria-label={label}>
      <p role="alert" className="font-medium text-ink">
        {refusal}
      </p>
      <p className="mt-4 flex gap-4">
        {children}
        <Link to="/" className="font-medium text-brand underline">
          Go to sign in
        </Link>
      </p>
    </Card>
  );
}
