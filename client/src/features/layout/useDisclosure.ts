import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

export interface Disclosure {
  open: boolean;
  toggle(): void;
  /** Closes; with focusButton, focus returns to the button (Escape, a keyboard close). */
  close(focusButton?: boolean): void;
  buttonRef: React.RefObject<HTMLButtonElement | null>;
  /** The button and its panel: a click or focus outside it closes the panel. */
  containerRef: React.RefObject<HTMLDivElement | null>;
}

/**
 * A button that shows and hides a panel (the disclosure pattern): Escape closes and gives focus back to the
 * button, a click or focus outside closes, and so does any navigation.
 */
export function useDisclosure(): Disclosure {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const location = useLocation();

  const close = useCallback((focusButton = false) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => setOpen((o) => !o), []);

  // Any navigation closes it.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        close(true);
      }
    };
    const outside = (e: Event) => {
      const root = containerRef.current;
      if (root && e.target instanceof Node && !root.contains(e.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", outside);
    document.addEventListener("focusin", outside);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("focusin", outside);
    };
  }, [open, close]);

  return { open, toggle, close, buttonRef, containerRef };
}
