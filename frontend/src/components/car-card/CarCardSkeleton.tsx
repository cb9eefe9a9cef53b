import { Card } from "../ui/Card";
import { Skeleton } from "../ui/Skeleton";

/** A placeholder in the shape of a CarCard, shown while cards load (home, search, similar cars);
 * `still` while they are not yet asked for. */
export function CarCardSkeleton({ still = false }: { still?: boolean }) {
  return (
    <Card aria-hidden="true">
      <Skeleton still={still} className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton still={still} className="h-6 w-3/4" />
        <Skeleton still={still} className="h-5 w-1/2" />
        <Skeleton still={still} className="h-8 w-1/3" />
        <div className="grid grid-cols-2 gap-2">
          <Skeleton still={still} className="h-9" />
          <Skeleton still={still} className="h-9" />
        </div>
      </div>
    </Card>
  );
}
