import type { ElementType, HTMLAttributes, ReactNode } from "react";

const padding = { none: "", sm: "p-4", md: "p-5", lg: "p-6" } as const;

/** The bordered white box every panel sits in. `as` keeps the right landmark (section, li, form…). */
export function Card({
  as: Tag = "div",
  pad = "md",
  raised = false,
  className,
  children,
  ...rest
}: {
  as?: ElementType;
  pad?: keyof typeof padding;
  /** A light shadow for a card that stands on its own on the page. */
  raised?: boolean;
  className?: string;
  children: ReactNode;
} & HTMLAttributes<HTMLElement>) {
  const classes = [
    "rounded-card border border-line bg-white",
    padding[pad],
    raised ? "shadow-sm" : "",
    className,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Tag className={classes} {...rest}>
      {children}
    </Tag>
  );
}
