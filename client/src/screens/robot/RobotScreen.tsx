import { useEffect, useRef, useState } from 'react';
import { graphql, type PreloadedQuery } from 'react-relay';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Bot, CalendarDays, MapPin, Newspaper, Search, SendHorizontal } from 'lucide-react';
import type { RobotScreenQuery } from '../../__generated__/RobotScreenQuery.graphql';
import type { RobotScreenAskMutation, RobotAnswerLinkKind } from '../../__generated__/RobotScreenAskMutation.graphql';
import { preload, prepareRequest, useRouteQuery } from '../../shell/loader';
import type { ScreenModule } from '../../shell/lazyScreen';
import { useGraphMutation } from '../../relay/useGraphMutation';
import { PageHeader } from '../../widgets/PageHeader';
import { ListSkeleton } from '../../widgets/Skeleton';
import { Content } from '../../widgets/Content';
import { capText } from '../../widgets/comments/limits';
import './robot.css';

const query = graphql`
  query RobotScreenQuery {
    siteRobot {
      name
      welcome
      greeting
      suggestedQuestions
    }
    inputLimits {
      robotQuestionMaxLength
    }
  }
`;

const askMutation = graphql`
  mutation RobotScreenAskMutation($input: AskRobotInput!) {
    askRobot(input: $input) {
      answer {
        question
        answered
        text
        links {
          kind
          title
          summary
          path
        }
        searchPath
      }
      errors {
        ...useGraphMutation_error
      }
    }
  }
`;

type Link_ = { kind: RobotAnswerLinkKind; title: string; summary: string | null | undefined; path: string };

/** One line of the conversation: the visitor's question or the robot's answer. */
type Line =
  | { id: number; from: 'visitor'; text: string }
  | { id: number; from: 'robot'; text: string; links: readonly Link_[]; searchPath: string | null; question: string };

const KIND_ICONS = { PLACE: MapPin, NEWS: Newspaper, ACTIVITY: CalendarDays } as const;

function loader({ request }: { request: Request }): PreloadedQuery<RobotScreenQuery> {
  prepareRequest(request);
  return preload<RobotScreenQuery>(query, {});
}

function Answer({ line }: { line: Extract<Line, { from: 'robot' }> }) {
  const { t } = useTranslation();
  return (
    <li className="robot-line robot-line--robot" data-testid="robot-answer">
      <Content as="p" className="robot-bubble">
        {line.text}
      </Content>
      {line.links.length > 0 && (
        <ul className="robot-links">
          {line.links.map((l) => {
            const Icon = KIND_ICONS[l.kind as keyof typeof KIND_ICONS] ?? MapPin;
            return (
              <li key={l.path}>
                <Link to={l.path} className="robot-link" data-testid="robot-link">
                  <Icon aria-hidden size={16} />
                  <span className="robot-link__text">
                    <span className="robot-link__kind">{t(`robot.kinds.${l.kind}`)}</span>
                    <Content className="robot-link__title">{l.title}</Content>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {line.searchPath && (
        <Link to={line.searchPath} className="pill-link robot-search" data-testid="robot-search">
          <Search aria-hidden size={14} /> {t('robot.search', { question: line.question })}
        </Link>
      )}
    </li>
  );
}

/** /robot: the site's assistant: its welcome and suggestions, then the visitor's questions and its answers with links. */
export function RobotScreen() {
  const { t } = useTranslation();
  const data = useRouteQuery<RobotScreenQuery>(query);
  const [ask, pending] = useGraphMutation<RobotScreenAskMutation>(askMutation);
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const nextId = useRef(1);
  const end = useRef<HTMLDivElement>(null);
  const count = lines.length;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  // the robot service failed: the screen's error view, with its retry
  if (!data.siteRobot) throw new Error('site robot unavailable');
  const robot = data.siteRobot;
  const max = data.inputLimits.robotQuestionMaxLength;

  const send = async (raw: string) => {
    const question = raw.trim();
    if (!question || pending) return;
    setRefusal(null);
    const payload = await ask({ variables: { input: { question } } });
    if (payload?.errors[0]) {
      setRefusal(payload.errors[0].message);
      return;
    }
    setDraft('');
    const answer = payload?.answer;
    setLines((prev) => [
      ...prev,
      { id: nextId.current++, from: 'visitor', text: question },
      answer
        ? { id: nextId.current++, from: 'robot', text: answer.text, links: answer.links, searchPath: answer.searchPath ?? null, question }
        : { id: nextId.current++, from: 'robot', text: t('robot.failed'), links: [], searchPath: null, question },
    ]);
  };

  return (
    <div className="robot-page" data-testid="robot">
      <PageHeader title={t('robot.title')} />
      <ol className="robot-chat" aria-live="polite">
        <li className="robot-line robot-line--robot" data-testid="robot-welcome">
          <span className="robot-avatar" aria-hidden>
            <Bot size={20} />
          </span>
          <Content as="p" className="robot-bubble">
            {robot.greeting ? `${robot.greeting}${robot.welcome}` : robot.welcome}
          </Content>
        </li>
        {robot.suggestedQuestions.length > 0 && (
          <li className="robot-line robot-line--robot">
            <p className="robot-suggested__title">{t('robot.suggested')}</p>
            <ul className="robot-suggested">
              {robot.suggestedQuestions.map((q) => (
                <li key={q}>
                  <button type="button" className="robot-chip" onClick={() => void send(q)} data-testid="robot-suggestion">
                    <Content>{q}</Content>
                  </button>
                </li>
              ))}
            </ul>
          </li>
        )}
        {lines.map((line) =>
          line.from === 'visitor' ? (
            <li key={line.id} className="robot-line robot-line--visitor" data-testid="robot-question">
              <span className="sr-only">{t('robot.you')}: </span>
              <p className="robot-bubble">{line.text}</p>
            </li>
          ) : (
            <Answer key={line.id} line={line} />
          ),
        )}
        {pending && (
          <li className="robot-line robot-line--robot" data-testid="robot-thinking">
            <p className="robot-bubble robot-bubble--muted">{t('robot.thinking')}</p>
          </li>
        )}
      </ol>
      <div ref={end} />
      <form
        className="robot-input"
        onSubmit={(e) => {
          e.preventDefault();
          void send(draft);
        }}
      >
        {refusal && (
          <p className="robot-input__error" role="alert" data-testid="robot-refusal">
            {refusal}
          </p>
        )}
        <div className="robot-input__row">
          <label htmlFor="robot-question" className="sr-only">
            {t('robot.placeholder')}
          </label>
          <input
            id="robot-question"
            className="robot-input__field"
            value={draft}
            maxLength={max}
            placeholder={t('robot.placeholder')}
            enterKeyHint="send"
            onChange={(e) => setDraft(capText(e.target.value, max))}
            data-testid="robot-input"
          />
          <button type="submit" className="robot-input__send" disabled={pending} aria-label={t('robot.send')} data-testid="robot-send">
            <SendHorizontal aria-hidden size={20} />
          </button>
        </div>
      </form>
    </div>
  );
}

export const screen: ScreenModule['screen'] = {
  Component: RobotScreen,
  loader,
  skeleton: <ListSkeleton header picture={false} />,
};
