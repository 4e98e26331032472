import { toast } from '@meitheal/ui';
import { useCallback } from 'react';
import type { SafetyTalk } from '../api/safety-talk';
import { talkAsText } from '../model/talk-text';

/** Copies the talk as plain text and says whether it worked. */
export function useCopyTalk(talk: SafetyTalk, activities: string) {
  return useCallback(async () => {
    try {
      await navigator.clipboard.writeText(talkAsText(talk, activities));
      toast({ title: 'Copied to clipboard', description: 'Paste the talk into your site diary, e-mail or message.' });
    } catch (error) {
      console.error('Copying the talk failed', error);
      toast({
        title: 'Copy failed',
        description: 'Your browser did not allow copying. Select the text and copy it instead.',
        variant: 'destructive',
      });
    }
  }, [talk, activities]);
}
