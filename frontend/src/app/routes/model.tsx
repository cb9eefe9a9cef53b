import { ModelPage } from "../../features/models/ModelPage";

/** /models/{slug}: a model's intro page. */
export function Component() {
  return <ModelPage />;
}
