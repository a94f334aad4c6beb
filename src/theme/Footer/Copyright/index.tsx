// Wrapped: adds the icon links to the source repository, Stack Overflow and the chat under the copyright line.
import React, { type ReactNode } from "react";
import Copyright from "@theme-original/Footer/Copyright";
import type CopyrightType from "@theme/Footer/Copyright";
import type { WrapperProps } from "@docusaurus/types";
import FooterSocialLinks from "@site/src/components/FooterSocialLinks";

type Props = WrapperProps<typeof CopyrightType>;

export default function CopyrightWrapper(props: Props): ReactNode {
  return (
    <>
      <Copyright {...props} />
      <FooterSocialLinks />
    </>
  );
}
