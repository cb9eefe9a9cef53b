import { useEffect } from "react";

/**
 * Sets the document title while a page is shown. The server writes each page's title into the
 * HTML it sends; this keeps the title right after in-app navigation and restores it on leaving.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
