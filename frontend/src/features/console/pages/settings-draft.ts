/** A whole settings document (the configuration, the theme) as a form's draft: the draft, its errors,
 * the save. The settings page's panels share it (the site panel, the theme panel). */
import type { ConsoleMe } from "../api/console";
import { useFormDraft } from "../api/drafts";
import { useSaveSettings } from "../api/queries";

export function useSettingsDraft(me: ConsoleMe, path: string, saved: Record<string, unknown>) {
  const { send, onSaved } = useSaveSettings(me, path);
  return useFormDraft(saved, send, onSaved);
}
