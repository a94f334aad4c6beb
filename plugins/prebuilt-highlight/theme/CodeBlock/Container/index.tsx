// Ejected: the theme sets the Prism theme's plain colours as inline variables, which differ between
// colour modes; the generated stylesheet of this plugin sets them per mode instead.
import React, { type ComponentProps, type ReactNode } from "react";
import clsx from "clsx";
import { ThemeClassNames } from "@docusaurus/theme-common";
import styles from "./styles.module.css";

export default function CodeBlockContainer<T extends "div" | "pre">({
  as: As,
  ...props
}: { as: T } & ComponentProps<T>): ReactNode {
  const Element = As as "div";
  return (
    <Element
      {...(props as ComponentProps<"div">)}
      className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
