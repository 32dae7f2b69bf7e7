import { ensureFamilyTexts } from '../../i18n';
import { commentTexts } from './texts';
import { useState, type ReactNode, useId, use } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useTranslation } from 'react-i18next';
import type { CommentBoxQuery } from '../../__generated__/CommentBoxQuery.graphql';
import { showToast } from '../../env/toast';
import type { UserError } from '../../relay/useGraphMutation';
import { StarInput } from './Stars';
import { useAddComment, type NewComment } from './useAddComment';
import { useInputLimits } from '../../shell/inputLimits';
import { CappedTextarea } from './CappedTextarea';
import { FormSheet } from './FormSheet';
import { Smile, X } from 'lucide-react';
import { PublishingAgreementLine } from '../agreements';

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

/** A tag or an emoticon to pick: a toggle, `<block>--on` while picked. */
function Pick({
  block,
  on,
  onClick,
  title,
  children,
}: {
  block: string;
  on: boolean;
  onClick(): void;
  title?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={on ? `${block} ${block}--on` : block} aria-pressed={on} onClick={onClick} title={title}>
      {children}
    </button>
  );
}

/**
 * The comment box: text with a live character counter that caps the input,
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
  use(ensureFamilyTexts(commentTexts));
  const limits = useInputLimits();
  const data = useLazyLoadQuery<CommentBoxQuery>(query, { resourceId, withTags: withRating }, { fetchPolicy: 'store-or-network' });
  const [text, setText] = useState('');
  const errorId = useId();
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

  const toggleEmoticon = (id: string) =>
    toggleCapped(emoticonIds, setEmoticonIds, id, limits.commentMaxEmoticons, () =>
      t('comment.tooManyEmoticons', { max: limits.commentMaxEmoticons }),
    );
  const toggleTag = (id: string) =>
    toggleCapped(tagIds, setTagIds, id, limits.commentMaxTags, () => t('comment.tooManyTags', { max: limits.commentMaxTags }));

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
    <FormSheet
      title={t('comment.write')}
      titleId="comment-box-title"
      submitLabel={t('comment.submit')}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="comment-box"
      submitTestId="comment-submit"
    >
      {withRating && (
        <div className="comment-box__row">
          <span className="comment-box__label">{t('comment.star')}</span>
          <StarInput value={star} onChange={setStar} />
        </div>
      )}
      {tags.length > 0 && (
        <div className="comment-box__tags" role="group" aria-label={t('comment.tags')} data-testid="comment-tags">
          {tags.map((g) => (
            <Pick key={g.id} block="tag-chip" on={tagIds.includes(g.id)} onClick={() => toggleTag(g.id)}>
              {g.name}
            </Pick>
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
        describedBy={error ? errorId : undefined}
      />
      {emoticonIds.length > 0 && (
        <div className="comment-box__chosen" data-testid="chosen-emoticons">
          {emoticonIds.map((id) => {
            const e = data.emoticons.find((x) => x.id === id);
            return e ? (
              <button key={id} type="button" className="emoticon emoticon--chosen" onClick={() => toggleEmoticon(id)} aria-label={e.name}>
                <img src={e.image.url} alt={e.name} />
                <X className="emoticon__x" aria-hidden size={12} />
              </button>
            ) : null;
          })}
        </div>
      )}
      {error && (
        <p className="form-error" role="alert" id={errorId} data-testid="comment-error">
          {error}
        </p>
      )}
      <PublishingAgreementLine />
      <div className="comment-box__tools">
        <button
          type="button"
          className={pickerOpen ? 'comment-box__tool comment-box__tool--on' : 'comment-box__tool'}
          onClick={() => setPickerOpen(!pickerOpen)}
          aria-expanded={pickerOpen}
          data-testid="emoticon-toggle"
        >
          <Smile aria-hidden size={16} /> {t('comment.emoticons')}
          <small>
            {emoticonIds.length}/{limits.commentMaxEmoticons}
          </small>
        </button>
      </div>
      {pickerOpen && (
        <div className="emoticon-grid" data-testid="emoticon-picker">
          {data.emoticons.map((e) => (
            <Pick key={e.id} block="emoticon" on={emoticonIds.includes(e.id)} onClick={() => toggleEmoticon(e.id)} title={e.name}>
              <img src={e.image.url} alt={e.name} loading="lazy" />
            </Pick>
          ))}
        </div>
      )}
    </FormSheet>
  );
}
