import { useLocation } from "@docusaurus/router";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { isLocaleRoot } from "../script";

/** True on the landing page of the current locale ("/" or "/ru/" under the base path). */
export function useIsLocaleRoot(): boolean {
  const { pathname } = useLocation();
  // The locale's own base URL: "/ru/" on Russian pages.
  return isLocaleRoot(pathname, useDocusaurusContext().siteConfig.baseUrl);
}
