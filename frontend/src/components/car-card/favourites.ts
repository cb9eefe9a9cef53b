/** Favourite cars, kept in this browser until shoppers can sign in (lib/local-list.ts). */
import { localList, useInList } from "../../lib/local-list";

const favourites = localList("favourites");

export const favouritesKey = favourites.key;
export const readFavourites = favourites.read;
export const setFavourite = (siteSlug: string, carSlug: string, on: boolean): void => void favourites.set(siteSlug, carSlug, on);

export function useFavourite(siteSlug: string, carSlug: string): [boolean, (on: boolean) => void] {
  return useInList(favourites, siteSlug, carSlug);
}
