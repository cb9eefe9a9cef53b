import { ModelsPage } from "../../features/models/ModelsPage";

/** /models and /models?body=: the site's model lines. */
export function Component() {
  return <ModelsPage />;
}
