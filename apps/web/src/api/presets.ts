import type { PersonalPreset, PresetInput } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

/** Query keys of the personal presets. */
export const presetKeys = { all: ['presets'] as const, sport: (sportId: number) => ['presets', sportId] as const };

/** GET presets?esporte= : the coach's own presets of a sport. */
export function usePersonalPresets(sportId: number | null) {
  return useQuery({
    queryKey: presetKeys.sport(sportId ?? 0),
    queryFn: ({ signal }) => api.get<{ presets: PersonalPreset[] }>(`presets?esporte=${sportId}`, signal).then((r) => r.presets),
    enabled: sportId !== null,
    retry: false,
  });
}

/** POST presets (422 with the field on a bad name) and DELETE presets/{id}; both refresh the lists. */
export function usePresetMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: presetKeys.all });
  const save = useMutation({ mutationFn: (input: PresetInput) => api.post<{ preset: PersonalPreset }>('presets', input).then((r) => r.preset), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => api.delete<{ message: string }>(`presets/${id}`), onSuccess: refresh });
  return { save, remove };
}
