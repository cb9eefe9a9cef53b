import { useCallback, useState } from "react";
import { fetchPdf } from "../api/vehicle";

/** Downloads the car's PDF as {slug}.pdf; "Preparing..." while it is made, an alert when it fails. */
export function usePdfDownload(path: string, slug: string): { preparing: boolean; download: () => Promise<void> } {
  const [preparing, setPreparing] = useState(false);
  const download = useCallback(async () => {
    setPreparing(true);
    try {
      const blob = await fetchPdf(path);
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      // spec: vehicle §8, PDF download fails: alert with the error message
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setPreparing(false);
    }
  }, [path, slug]);
  return { preparing, download };
}
