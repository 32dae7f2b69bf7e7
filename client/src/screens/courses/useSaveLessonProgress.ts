import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSaveLessonProgressMutation } from '../../__generated__/useSaveLessonProgressMutation.graphql';
import { useGraphMutation } from '../../relay/useGraphMutation';

const mutation = graphql`
  mutation useSaveLessonProgressMutation($input: SaveLessonProgressInput!) {
    saveLessonProgress(input: $input) {
      lesson {
        id
        viewerProgress {
          positionSeconds
          finished
        }
      }
      course {
        id
        viewerProgress {
          percent
          finishedLessons
          totalLessons
          lastLessonId
          resumePath
        }
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

/**
 * Saves where the viewer stopped in a lesson (server-side, per lesson): resolves true when saved.
 * The lesson's and the course's progress in the store follow the answer.
 */
export function useSaveLessonProgress(): (input: {
  lessonId: string;
  positionSeconds: number;
  durationSeconds?: number | null;
  finished?: boolean;
}) => Promise<boolean> {
  const [commit] = useGraphMutation<useSaveLessonProgressMutation>(mutation);
  return useCallback(
    async (input) => {
      const payload = await commit({ variables: { input } });
      return !!payload && payload.errors.length === 0;
    },
    [commit],
  );
}
