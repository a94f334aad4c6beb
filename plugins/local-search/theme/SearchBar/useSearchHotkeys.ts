import { useEffect } from "react";

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName);
}

/** Ctrl/⌘+K toggles search anywhere; "/" opens it unless the reader is typing; Escape closes it. */
export function useSearchHotkeys({ isOpen, open, close }: { isOpen: boolean; open: () => void; close: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        if (isOpen) close();
        else open();
      } else if (event.key === "Escape" && isOpen) {
        close();
      } else if (event.key === "/" && !isOpen && !isEditing(event.target)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen, open, close]);
}
