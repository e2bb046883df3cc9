/**
 * The person's own switch for the 09:00 IST morning summary by e-mail (docs/notifications.md
 * "Morning digest"), on the Profile screen: read from the server, saved as soon as it is
 * ticked or unticked (shown at once, put back if refused), so the next morning's run knows. Until the server answers
 * the box is disabled, never shown as a guess.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { morningDigestTexts, type MorningDigestChoice } from '#contract/morning-digest-choice.ts';
import { api } from '../../lib/api.ts';
import { failureText } from '../session/api-errors.ts';

/**
 * `email` is the address saved on the account (not what is being typed): without one no
 * summary is sent, and the hint says so. The switch still works: it is the person's wish,
 * kept for when an address is saved.
 */
export function MorningDigestSwitch({ userId, email }: { userId: string; email: string }) {
  const queryClient = useQueryClient();
  const path = adminApiPaths.morningDigest(userId);
  const { data, error } = useQuery({
    queryKey: [path],
    queryFn: ({ signal }) => api<MorningDigestChoice>(path, { signal }),
    enabled: Boolean(userId),
  });
  const [said, setSaid] = useState('');
  const save = useMutation({
    mutationFn: (morningDigest: boolean) => api<MorningDigestChoice & { message: string }>(path, { method: 'PUT', body: { morningDigest } }),
    // The box shows the choice at once; a refusal puts it back and says why.
    onMutate: (morningDigest) => {
      const before = queryClient.getQueryData<MorningDigestChoice>([path]);
      queryClient.setQueryData([path], { morningDigest });
      setSaid('Saving...');
      return before;
    },
    onSuccess: (answer) => {
      queryClient.setQueryData([path], { morningDigest: answer.morningDigest });
      setSaid(answer.message);
    },
    onError: (failure, _choice, before) => {
      if (before) queryClient.setQueryData([path], before);
      setSaid(`Not saved: ${failureText(failure, 'the switch could not be saved')}`);
    },
  });
  return (
    <div className="admin-panel digest-switch">
      <label htmlFor="morning-digest">
        <input
          id="morning-digest"
          type="checkbox"
          aria-describedby="morning-digest-hint morning-digest-said"
          checked={data?.morningDigest ?? false}
          disabled={!data || save.isPending}
          onChange={(e) => save.mutate(e.target.checked)}
        />
        {morningDigestTexts.label}
      </label>
      <p id="morning-digest-hint" className="digest-switch-hint">
        {morningDigestTexts.hint} {email.trim() ? morningDigestTexts.goesTo : morningDigestTexts.needsEmail}
      </p>
      <p id="morning-digest-said" className="digest-switch-said" role="status">
        {error && !data ? 'The morning summary setting could not be loaded.' : said}
      </p>
    </div>
  );
}
