import { useEffect } from 'react';
import { citySearchSet, expertPatched } from '@/store/contentSlice';
import { useAppDispatch } from '@/store/hooks';
import type { ExpertSearchResult } from '@/utils/experts/types';

/**
 * Mirrors the server-rendered search into the store's expert state (spec section 3: searched data, and the
 * city search with its coordinates, Gurgaon by default), so other screens see what the visitor last searched.
 */
export function useExpertSearchSync(result: ExpertSearchResult | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!result) return;
    dispatch(expertPatched({ searchedData: result.items.map((e) => ({ ...e })) }));
    const { city } = result;
    // A city without a known centre, or every city, leaves the last located city in place.
    if (city && city.lat !== null && city.lng !== null) {
      dispatch(citySearchSet({ city: city.city, lat: city.lat, lng: city.lng }));
    }
  }, [dispatch, result]);
}
