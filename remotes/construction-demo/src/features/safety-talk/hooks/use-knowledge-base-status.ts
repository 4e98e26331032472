import { toast } from '@meitheal/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { countSafetyContent } from '../api/safety-talk';

export type KnowledgeBaseStatus = { state: 'checking' } | { state: 'connected'; topics: number } | { state: 'error' };

/** Counts the knowledge base once per visit and raises a notice on error or an empty table, so a visitor knows why no talk can be made. */
export function useKnowledgeBaseStatus(): KnowledgeBaseStatus {
  const query = useQuery({ queryKey: ['safety-content', 'count'], queryFn: countSafetyContent, staleTime: 5 * 60_000 });

  useEffect(() => {
    if (query.isError) {
      console.error('Checking the safety knowledge base failed', query.error);
      toast({
        title: 'Database connection issue',
        description: 'The safety knowledge base cannot be reached right now, so talks may not be generated.',
        variant: 'destructive',
      });
    } else if (query.data === 0) {
      toast({ title: 'Knowledge Base Empty', description: 'No safety content found in database.', variant: 'destructive' });
    }
  }, [query.isError, query.error, query.data]);

  if (query.isPending) return { state: 'checking' };
  if (query.isError) return { state: 'error' };
  return { state: 'connected', topics: query.data };
}
