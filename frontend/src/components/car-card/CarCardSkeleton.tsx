import { Card } from "../ui/Card";
import { Skeleton } from "../ui/Skeleton";

/** A placeholder in the shape of a CarCard, shown while cards load (home, search, similar cars). */
export function CarCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Skeleton className="aspect-[3/2] w-full rounded-none" />
      <div className="flex flex-col gap-3 p-4">
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-8 w-1/3" />
        <div className="grid grid-cols-2 gap-2">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
        </div>
      </div>
    </Card>
  );
}
