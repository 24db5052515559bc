import { useEffect } from 'react';
import { expertSearchShown } from '@/store/contentSlice';
import { useAppDispatch } from '@/store/hooks';
import type { ExpertSearchResult } from '@/utils/experts/types';

/**
 * Mirrors the server-rendered search into the store's expert state (searched data, and the
 * city search with its coordinates, Gurgaon by default), so other screens see what the visitor last searched.
 */
export function useExpertSearchSync(result: ExpertSearchResult | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!result) return;
    const { city } = result;
    // A city without a known centre, or every city, leaves the last located city in place.
    const located = city && city.lat !== null && city.lng !== null ? { city: city.city, lat: city.lat, lng: city.lng } : null;
    dispatch(expertSearchShown({ items: result.items.map((e) => ({ ...e })), city: located }));
  }, [dispatch, result]);
}
