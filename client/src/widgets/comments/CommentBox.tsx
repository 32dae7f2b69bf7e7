import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CommentBoxQuery } from '../../__generated__/CommentBoxQuery.graphql';
import { showToast } from '../../shell/toast';
import type { UserError } from '../../relay/useGraphMutation';
import { StarInput } from './Stars';
import { useAddComment, type NewComment } from './useAddComment';
import { useInputLimits } from '../../shell/inputLimits';
import { CappedTextarea } from './CappedTextarea';
import { Spinner } from '../StateViews';

const query = graphql`
  query CommentBoxQuery($resourceId: ID!, $withTags: Boolean!) {
    emoticons {
      id
      name
      image {
        url(size: THUMBNAIL)
      }
    }
    commentTags(resourceId: $resourceId) @include(if: $withTags) {
      id
      name
    }
  }
`;

/** Adds `id` to the chosen ones or removes it; a choice over `max` is refused with the `full` toast. */
function toggleCapped(chosen: string[], setChosen: (next: string[]) => void, id: string, max: number, full: () => string): void {
  if (chosen.includes(id)) setChosen(chosen.filter((x) => x !== id));
  else if (chosen.length >= max) showToast({ message: full() });
  else setChosen([...chosen, id]);
}

/**
 * The comment box (spec doc 2 §2.2, §5): text with a live character counter that caps the input,
 * a few emoticons, a few review tags and a star rating (places), within the gateway's
 * `inputLimits` (200 characters, 10 emoticons, 5 tags, 1-5 stars today). Checked here first; the
 * gateway checks again and its refusals show in its words (in the client's language).
 */
export function CommentBox({
  resourceId,
  withRating,
  onClose,
  submit: submitOverride,
  onPosted,
}: {
  resourceId: string;
  withRating: boolean;
  onClose(): void;
  /** Posts the comment another way (a reservation order's review); defaults to addComment. */
  submit?: (c: NewComment) => Promise<ReadonlyArray<UserError> | null>;
  /** Called after a successful post instead of `onClose`. */
  onPosted?: () => void;
}) {
  const { t } = useTranslation();
  const limits = useInputLimits();
  const data = useLazyLoadQuery<CommentBoxQuery>(query, { resourceId, withTags: withRating }, { fetchPolicy: 'store-or-network' });
  const [text, setText] = useState('');
  const [emoticonIds, setEmoticonIds] = useState<string[]>([]);
  const [tagIds, setTagIds] = useState<string[]>([]);
  const [star, setStar] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [addComment, adding] = useAddComment(resourceId);
  const [posting, setPosting] = useState(false);
  const pending = adding || posting;
  const add = submitOverride
    ? async (c: NewComment) => {
        setPosting(true);
        try {
          return await submitOverride(c);
        } finally {
          setPosting(false);
        }
      }
    : addComment;
  const tags = data.commentTags ?? [];

  const toggleEmoticon = (id: string) => toggleCapped(emoticonIds, setEmoticonIds, id, limits.commentMaxEmoticons, () => t('comment.tooManyEmoticons', { max: limits.commentMaxEmoticons }));
  const toggleTag = (id: string) => toggleCapped(tagIds, setTagIds, id, limits.commentMaxTags, () => t('comment.tooManyTags', { max: limits.commentMaxTags }));

  const submit = async () => {
    if (pending) return;
    const content = text.trim();
    if (!content) {
      setError(t('comment.required'));
      return;
    }
    setError(null);
    const chosen = emoticonIds.map((id) => data.emoticons.find((e) => e.id === id)).filter((e) => e != null);
    const errors = await add({
      content,
      emoticons: chosen.map((e) => ({ id: e.id, name: e.name, url: e.image.url })),
      tags: tagIds.map((id) => tags.find((g) => g.id === id)).filter((g) => g != null),
      star: withRating && star > 0 ? star : null,
    });
    if (!errors) return; // the request failed: the network layer said why
    if (errors[0]) {
      setError(errors[0].message);
      return;
    }
    showToast({ message: t('comment.success'), type: 'success', duration: 1000 });
    (onPosted ?? onClose)();
  };

  return (
    <div className="overlay overlay--sheet" role="presentation" onClick={onClose}>
      <div className="sheet comment-box" role="dialog" aria-modal="true" aria-labelledby="comment-box-title" onClick={(e) => e.stopPropagation()} data-testid="comment-box">
        <header className="comment-box__head">
          <button type="button" className="comment-box__cancel" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <h2 id="comment-box-title" className="comment-box__title">{t('comment.write')}</h2>
          <button type="button" className="comment-box__post" onClick={() => void submit()} disabled={pending} data-testid="comment-submit">
            {pending ? <Spinner light /> : t('comment.submit')}
          </button>
        </header>
        {withRating && (
          <div className="comment-box__row">
            <span className="comment-box__label">{t('comment.star')}</span>
            <StarInput value={star} onChange={setStar} />
          </div>
        )}
        {tags.length > 0 && (
          <div className="comment-box__tags" aria-label={t('comment.tags')} data-testid="comment-tags">
            {tags.map((g) => (
              <button
                key={g.id}
                type="button"
                className={tagIds.includes(g.id) ? 'tag-chip tag-chip--on' : 'tag-chip'}
                aria-pressed={tagIds.includes(g.id)}
                onClick={() => toggleTag(g.id)}
              >
                {g.name}
              </button>
            ))}
          </div>
        )}
        <CappedTextarea
          value={text}
          onChange={(next) => {
            setText(next);
            setError(null);
          }}
          max={limits.commentMaxLength}
          rows={4}
          placeholder={t('comment.placeholder', { max: limits.commentMaxLength })}
          ariaLabel={t('comment.write')}
          testId="comment-text"
          counterTestId="comment-counter"
          markFull
        />
        {emoticonIds.length > 0 && (
          <div className="comment-box__chosen" data-testid="chosen-emoticons">
            {emoticonIds.map((id) => {
              const e = data.emoticons.find((x) => x.id === id);
              return e ? (
                <button key={id} type="button" className="emoticon emoticon--chosen" onClick={() => toggleEmoticon(id)} aria-label={e.name}>
                  <img src={e.image.url} alt={e.name} />
                  <span className="emoticon__x" aria-hidden>×</span>
                </button>
              ) : null;
            })}
          </div>
        )}
        {error && (
          <p className="form-error" role="alert" data-testid="comment-error">
            {error}
          </p>
        )}
        <div className="comment-box__tools">
          <button
            type="button"
            className={pickerOpen ? 'comment-box__tool comment-box__tool--on' : 'comment-box__tool'}
            onClick={() => setPickerOpen(!pickerOpen)}
            aria-expanded={pickerOpen}
            data-testid="emoticon-toggle"
          >
            <span aria-hidden>☺</span> {t('comment.emoticons')}
            <small>
              {emoticonIds.length}/{limits.commentMaxEmoticons}
            </small>
          </button>
        </div>
        {pickerOpen && (
          <div className="emoticon-grid" data-testid="emoticon-picker">
            {data.emoticons.map((e) => (
              <button
                key={e.id}
                type="button"
                className={emoticonIds.includes(e.id) ? 'emoticon emoticon--on' : 'emoticon'}
                aria-pressed={emoticonIds.includes(e.id)}
                onClick={() => toggleEmoticon(e.id)}
                title={e.name}
              >
                <img src={e.image.url} alt={e.name} loading="lazy" />
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
