/** A car's specifications and features in the stock table's row editor: the form generated from
 * the server's CarSpecs schema (each field checked by the feed import's rule for its column, its
 * error shown beside it); features one per line. Saved, the car's page shows them at once. */
import { useQueryClient } from "@tanstack/react-query";
import type { ConsoleMe } from "../api/console";
import { consoleKeys, saveCarSpecifications, useCarSpecifications } from "../api/queries";
import { SchemaEditor } from "./content/SchemaEditor";

export function CarSpecifications({ me, carId, carName, writable }: { me: ConsoleMe; carId: number; carName: string; writable: boolean }) {
  const specs = useCarSpecifications(carId);
  const client = useQueryClient();
  if (!specs.data) return <p role="status">Loading…</p>;
  return (
    <SchemaEditor
      label={`Specifications and features of the ${carName}`}
      schema={specs.data.schema}
      saved={specs.data.values}
      editable={writable}
      saveLabel="Save specifications"
      send={(body) => saveCarSpecifications(me, carId, body)}
      onSaved={(saved) => client.setQueryData(consoleKeys.specifications(carId), saved)}
    />
  );
}
