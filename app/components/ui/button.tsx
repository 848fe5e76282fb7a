import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

export type ButtonVariant = "primary" | "secondary" | "danger" | "quiet";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand text-white hover:bg-brand-hover",
  secondary: "border border-brand bg-white text-brand hover:bg-brand-soft",
  danger: "bg-danger text-white hover:bg-danger-hover",
  quiet: "text-brand underline hover:no-underline",
};
const sizes: Record<ButtonSize, string> = {
  sm: "px-3 py-1 text-sm",
  md: "px-4 py-2",
  lg: "px-6 py-3 text-lg",
};

/** The class list of a button look, for the rare control that is neither <button> nor <Link>. */
export function buttonClass(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  extra?: string,
): string {
  return [base, variants[variant], variant === "quiet" ? "" : sizes[size], extra]
    .filter(Boolean)
    .join(" ");
}

type Look = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/**
 * A real <button> (type="submit" unless told otherwise, so it works in a form without JavaScript).
 * `pending` disables it and says so to screen readers while its form is being sent.
 */
export function Button({
  variant,
  size,
  className,
  pending = false,
  pendingText,
  type = "submit",
  children,
  disabled,
  ...rest
}: Look &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    pending?: boolean;
    /** What the button says while pending, e.g. "Sending…". */
    pendingText?: ReactNode;
  }) {
  return (
    <button
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClass(variant, size, className)}
      {...rest}
    >
      {pending && pendingText ? pendingText : children}
    </button>
  );
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...rest }: Look & LinkProps) {
  return <Link className={buttonClass(variant, size, className)} {...rest} />;
}
