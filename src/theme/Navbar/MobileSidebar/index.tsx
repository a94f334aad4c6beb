// Wrapped: the drawer is mounted the first time it opens, not on every page load. Mounted eagerly it
// costs a long re-render on phones right after hydration, and Docusaurus prefetches the pages of every
// link in it although the reader can't see them yet.
// While the mobile sidebar is open, Tab and Shift+Tab cycle inside it (the page behind is covered), and
// closing it returns focus to the menu button that opened it.
import React, { useEffect, useState, type ReactNode } from "react";
import MobileSidebar from "@theme-original/Navbar/MobileSidebar";
import type MobileSidebarType from "@theme/Navbar/MobileSidebar";
import type { WrapperProps } from "@docusaurus/types";
import { useNavbarMobileSidebar } from "@docusaurus/theme-common/internal";

type Props = WrapperProps<typeof MobileSidebarType>;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visibleFocusable(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.offsetParent !== null,
  );
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  if (shown && !opened) setOpened(true);
  useEffect(() => {
    if (!shown) return undefined;
    const toggle = document.querySelector<HTMLElement>(".navbar__toggle");
    const sidebar = document.querySelector(".navbar-sidebar");
    if (!sidebar) return undefined;
    visibleFocusable(sidebar)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const focusable = visibleFocusable(sidebar);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const outside = !sidebar.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      toggle?.focus();
    };
  }, [shown]);
  return opened ? <MobileSidebar {...props} /> : null;
}
