import { useLocation } from "@docusaurus/router";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";

/** True on the landing page of the current locale ("/" or "/ru/" under the base path). */
export function useIsLocaleRoot(): boolean {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  return pathname.replace(/index\.html$/, "") === siteConfig.baseUrl;
}
